/** Treatment plan sub-steps in order (spec §4). */
export const TREATMENT_SUB_STEPS = ['GenericOptions', 'Dosage', 'NumberOfUses', 'ShipmentFrequency', 'Packaging'] as const;
export type TreatmentSubStep = (typeof TREATMENT_SUB_STEPS)[number];

/** New-subscription sub-steps in order (spec §4). */
export const NEW_SUBSCRIPTION_SUB_STEPS = ['NumberOfUses', 'DrugPreference', 'GenericOptions', 'Usage', 'Dosage', 'ShipmentFrequency'] as const;
export type NewSubscriptionSubStep = (typeof NEW_SUBSCRIPTION_SUB_STEPS)[number];

/** The payment step's sub-steps; the payment flow starts at the address sub-step (spec §4). */
export const PAYMENT_SUB_STEPS = ['address', 'card'] as const;
export type PaymentSubStep = (typeof PAYMENT_SUB_STEPS)[number];
export const FIRST_PAYMENT_SUB_STEP: PaymentSubStep = 'address';

/** The photo step's identity steps: 1 is the ID photo, 2 the selfie (spec §4). */
export const IDENTITY_STEPS = { idPhoto: 1, selfie: 2 } as const;
export type IdentityStep = (typeof IDENTITY_STEPS)[keyof typeof IDENTITY_STEPS];
