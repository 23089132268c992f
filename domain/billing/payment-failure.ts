/** A renewal charge the card on file refused (contract: SubscriptionLifecycle.paymentFailure). */
export interface PaymentFailure {
  readonly chargeId: string;
  readonly sum: number;
  /** When the charge was due. */
  readonly billingDate: string;
  readonly failedAt: string;
  /** The card provider's own message. */
  readonly message: string;
  readonly code: string;
  readonly declineCode?: string | null;
}

/** Why a card refused a charge, in words a patient reads after 'did not go through: '. */
export const FAILURE_REASONS: Readonly<Record<string, string>> = {
  insufficient_funds: 'the card has insufficient funds',
  card_declined: 'the card was declined',
  expired_card: 'the card has expired',
  incorrect_cvc: "the card's security code was refused",
  no_card_on_file: 'there is no card on file',
};

/** The reason of a refusal: the decline code's first, then the error code's, else the provider's message as it came. */
export const failureReason = (failure: Pick<PaymentFailure, 'code' | 'declineCode' | 'message'>): string =>
  FAILURE_REASONS[failure.declineCode ?? ''] ?? FAILURE_REASONS[failure.code] ?? failure.message.replace(/\.$/, '');
