/** A card token from the card provider: what the app may know of the card (never its number). */
export interface CardToken {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** The card details a patient types where the app collects them itself (sandbox, second processor). */
export interface CardDetails {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

/** The registration payment: the first charge held on the card, and the first order. */
export interface HeldPayment {
  readonly chargeId: string;
  readonly sum: number;
  readonly status: string;
  readonly orderId: string;
}

/** Which card processor took the card (log-payment-attempt `processor`). */
export type CardProcessor = 'sandbox' | 'stripe' | 'second-processor';
