import type { components } from '../../openapi/patient-api';

type Schemas = components['schemas'];
export type RegistrationStep = Schemas['RegistrationStep'];
export type RegisteringStep = Exclude<RegistrationStep, 'done'>;
type ProductType = Schemas['ProductType'];

/** The status of a subscription from its creation until its registration is done (project choice). */
export const IN_REGISTRATION = 'in_registration';
/** The status a finished registration waits in for the doctor: shown 'In Review'. */
export const AWAITING_REVIEW = 'pending';
export const CANCELLED = 'cancel';

/**
 * The same order for every product type: the basics and the medical history first (the questions and
 * the doses offered depend on them), identity last, once the patient has committed to a treatment.
 */
const FULL_REGISTRATION: readonly RegisteringStep[] = ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'];

export const registrationStepsFor = (_productType: ProductType): RegisteringStep[] => [...FULL_REGISTRATION];

/**
 * A new treatment for a patient who has finished a registration: the basics and the global medical
 * history are known; identity is asked again only while it is not verified.
 */
export const newTreatmentStepsFor = (_productType: ProductType, identityVerified: boolean): RegisteringStep[] =>
  identityVerified ? ['questions', 'treatment', 'payment'] : ['questions', 'treatment', 'payment', 'photo'];

export const isRegistering = (subscription: { registrationStep: string; status: string }): boolean =>
  subscription.registrationStep !== 'done' && subscription.status !== CANCELLED;
