import { cardExpiryBeforeBilling, type CardOnFileFacts } from '../../../domain/billing/card-expiry';
import { failureReason, type PaymentFailure } from '../../../domain/billing/payment-failure';
import { cardText } from '../../i18n/card-text';
import { localMoney } from '../../i18n/local-money';
import { translate } from '../../i18n/translate';

/**
 * The warning for a card that will have stopped working when the treatment is next billed, in the
 * patient's language; null when the card lasts past that date. `billingDay` is the billing date as shown.
 */
export const cardExpiryWarning = (card: CardOnFileFacts, nextBillingDate: string, billingDay: string, now: number): string | null => {
  const state = cardExpiryBeforeBilling(card, nextBillingDate, now);
  if (state === null) return null;
  const values = { card: cardText(card) ?? '', expiry: card.expirationDate ?? '', day: billingDay };
  if (values.card === '') {
    return state === 'expired'
      ? translate('Your card has expired ({expiry}), before your next billing on {day}. Update your card so the payment goes through.', values)
      : translate('Your card expires at the end of {expiry}, before your next billing on {day}. Update your card so the payment goes through.', values);
  }
  return state === 'expired'
    ? translate('Your {card} has expired ({expiry}), before your next billing on {day}. Update your card so the payment goes through.', values)
    : translate('Your {card} expires at the end of {expiry}, before your next billing on {day}. Update your card so the payment goes through.', values);
};

/** 'Your payment of $54.00 on March 3rd, 2027 did not go through: the card was declined.' (`day` as shown.) */
export const paymentFailureText = (failure: PaymentFailure, day: string): string =>
  translate('Your payment of {amount} on {day} did not go through: {reason}.', {
    amount: localMoney(failure.sum),
    day,
    reason: translate(failureReason(failure)),
  });
