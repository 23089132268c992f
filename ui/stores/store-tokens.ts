import type { ServiceIdentifier } from 'inversify';
import type { BrandSettings } from '../app/brand-settings';
import type { SessionStore } from './session.store';
import type { SubscriptionsStore } from './subscriptions.store';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.ui.${name}`) as ServiceIdentifier<T>;

/** What components ask for with useStore. */
export const STORE_TOKENS = {
  brand: token<BrandSettings>('brand'),
  session: token<SessionStore>('session'),
  subscriptions: token<SubscriptionsStore>('subscriptions'),
} as const;
