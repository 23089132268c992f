import type { ServiceIdentifier } from 'inversify';
import type { ClockPort } from '../../application/ports/clock.port';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { ImageProcessingPort } from '../../application/ports/identity-verification.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import type { PatientAccountPort } from '../../application/ports/patient-account.port';
import type { SubscriptionsPort } from '../../application/ports/subscriptions.port';
import type { ConfirmSignUpUseCase } from '../../application/use-cases/auth/confirm-sign-up.use-case';
import type { CheckSessionUseCase } from '../../application/use-cases/auth/check-session.use-case';
import type { LoadCurrentUserUseCase } from '../../application/use-cases/auth/load-current-user.use-case';
import type { SignInUseCase } from '../../application/use-cases/auth/sign-in.use-case';
import type { SignOutUseCase } from '../../application/use-cases/auth/sign-out.use-case';
import type { SignUpUseCase } from '../../application/use-cases/auth/sign-up.use-case';
import type { ListSubscriptionsUseCase } from '../../application/use-cases/subscriptions/list-subscriptions.use-case';
import type { ApiClient } from '../http/api-client';
import type { RuntimeConfig } from '../config/runtime-config.schema';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.${name}`) as ServiceIdentifier<T>;

/** Typed container tokens: the composition root's vocabulary. */
export const TOKENS = {
  config: token<RuntimeConfig>('config'),
  clock: token<ClockPort>('clock'),
  storage: token<KeyValueStoragePort>('storage'),
  apiClient: token<ApiClient>('apiClient'),
  identityApiClient: token<ApiClient>('identityApiClient'),
  identity: token<IdentityPort>('identity'),
  /** Bound by the node module (sharp); the browser's canvas adapter loads with the registration instead. */
  imageProcessing: token<ImageProcessingPort>('imageProcessing'),
  patientAccount: token<PatientAccountPort>('patientAccount'),
  subscriptions: token<SubscriptionsPort>('subscriptions'),
  signUp: token<SignUpUseCase>('signUp'),
  confirmSignUp: token<ConfirmSignUpUseCase>('confirmSignUp'),
  signIn: token<SignInUseCase>('signIn'),
  signOut: token<SignOutUseCase>('signOut'),
  loadCurrentUser: token<LoadCurrentUserUseCase>('loadCurrentUser'),
  checkSession: token<CheckSessionUseCase>('checkSession'),
  listSubscriptions: token<ListSubscriptionsUseCase>('listSubscriptions'),
} as const;
