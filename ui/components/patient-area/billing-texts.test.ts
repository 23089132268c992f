import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentFailure } from '../../../domain/billing/payment-failure';
import { fillPlaceholders } from '../../i18n/fill-placeholders';
import { spanishTranslator } from '../../i18n/spanish';
import { showLanguage } from '../../i18n/translate';
import { cardExpiryWarning, paymentFailureText } from './billing-texts';

const VISA = { cardType: 'Visa', last4: '4242' };
const MAY_3 = '2027-05-03T09:00:00.000Z';
const MARCH_1 = Date.parse('2027-03-01T00:00:00Z');
const FAILURE: PaymentFailure = {
  chargeId: 'f'.repeat(24),
  sum: 54,
  billingDate: '2027-03-03T10:00:00.000Z',
  failedAt: '2027-03-03T10:00:00.000Z',
  message: 'Your card was declined.',
  code: 'card_declined',
  declineCode: 'generic_decline',
};

afterEach(() => showLanguage('en', fillPlaceholders));

describe('the billing warnings', () => {
  it('name the card, its expiry and the billing date in English', () => {
    expect(cardExpiryWarning({ ...VISA, expirationDate: '04/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toBe(
      'Your Visa ending in 4242 expires at the end of 04/27, before your next billing on May 3rd, 2027. Update your card so the payment goes through.',
    );
    expect(cardExpiryWarning({ ...VISA, expirationDate: '02/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toBe(
      'Your Visa ending in 4242 has expired (02/27), before your next billing on May 3rd, 2027. Update your card so the payment goes through.',
    );
    expect(cardExpiryWarning({ cardType: 'Visa', last4: '42', expirationDate: '04/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toMatch(
      /^Your card expires at the end of 04\/27,/,
    );
    expect(cardExpiryWarning({ ...VISA, expirationDate: '05/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toBeNull();
    expect(paymentFailureText(FAILURE, 'March 3rd, 2027')).toBe('Your payment of $54.00 on March 3rd, 2027 did not go through: the card was declined.');
  });

  it('read as whole Spanish sentences, the reason of a refusal in Spanish too', () => {
    showLanguage('es', spanishTranslator());
    expect(cardExpiryWarning({ ...VISA, expirationDate: '04/27' }, MAY_3, '3 de mayo de 2027', MARCH_1)).toBe(
      'Su Visa terminada en 4242 vence a fines de 04/27, antes de su próximo cobro el 3 de mayo de 2027. Actualice su tarjeta para que el pago se realice.',
    );
    expect(paymentFailureText(FAILURE, '3 de marzo de 2027')).toBe('Su pago de $54.00 del 3 de marzo de 2027 no se pudo cobrar: la tarjeta fue rechazada.');
  });
});
