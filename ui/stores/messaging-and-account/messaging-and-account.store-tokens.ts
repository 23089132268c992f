import type { ServiceIdentifier } from 'inversify';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { SessionStore } from '../session.store';
import type { MessagingAndAccountUseCases } from './messaging-and-account-use-cases';

/**
 * What the messaging and account stores are built from. The composition root binds only this (use cases
 * that load their code on first call); the stores themselves are built by messaging-and-account-stores.ts,
 * which only the pages and the patient layout import, so none of their code is in the first download.
 */
export interface MessagingAndAccountStoreDependencies {
  readonly useCases: MessagingAndAccountUseCases;
  readonly loadCurrentUser: LoadCurrentUserUseCase;
  readonly session: Pick<SessionStore, 'user' | 'onReset' | 'refreshUser'>;
}

export const MESSAGING_AND_ACCOUNT_STORE_DEPENDENCIES = Symbol.for(
  'vireo.ui.messaging-and-account.dependencies',
) as ServiceIdentifier<MessagingAndAccountStoreDependencies>;
