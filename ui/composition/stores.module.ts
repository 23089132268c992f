import { ContainerModule } from 'inversify';
import { TOKENS } from '../../adapters/container/tokens';
import type { BrandSettings } from '../app/brand-settings';
import { SessionStore } from '../stores/session.store';
import { STORE_TOKENS } from '../stores/store-tokens';
import { SubscriptionsStore } from '../stores/subscriptions.store';

/** The MobX stores, each built with the use cases it needs. */
export const storesModule = (brand: BrandSettings) =>
  new ContainerModule(({ bind }) => {
    bind(STORE_TOKENS.brand).toConstantValue(brand);
    bind(STORE_TOKENS.subscriptions)
      .toDynamicValue((c) => new SubscriptionsStore(c.get(TOKENS.listSubscriptions)))
      .inSingletonScope();
    bind(STORE_TOKENS.session)
      .toDynamicValue((c) => {
        const session = new SessionStore(
          c.get(TOKENS.signIn),
          c.get(TOKENS.signUp),
          c.get(TOKENS.confirmSignUp),
          c.get(TOKENS.signOut),
          c.get(TOKENS.checkSession),
          c.get(TOKENS.loadCurrentUser),
        );
        const subscriptions = c.get(STORE_TOKENS.subscriptions);
        session.onReset(() => subscriptions.reset());
        return session;
      })
      .inSingletonScope();
  });
