import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { failureReason, type PaymentFailure } from './payment-failure';

const failure = (changes: Partial<PaymentFailure>): PaymentFailure => ({
  chargeId: '0123456789abcdef01234567',
  sum: 54,
  billingDate: '2027-03-03T10:00:00.000Z',
  failedAt: '2027-03-03T10:00:00.000Z',
  message: 'Your card was declined.',
  code: 'card_declined',
  declineCode: 'generic_decline',
  ...changes,
});

describe('a refused renewal, as the patient reads it', () => {
  it('says how much, when, and why in plain words', () => {
    expect(failureReason(failure({}))).toBe('the card was declined');
    expect(failureReason(failure({ declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }))).toBe('the card has insufficient funds');
    expect(failureReason(failure({ code: 'expired_card', declineCode: null, message: 'Your card has expired.' }))).toBe('the card has expired');
    expect(failureReason(failure({ code: 'no_card_on_file', declineCode: null }))).toBe('there is no card on file');
  });

  test.prop([fc.string({ minLength: 1 }).filter((text) => !text.endsWith('.'))])('keeps the provider’s own words for a refusal it does not know', (message) => {
    expect(failureReason(failure({ code: 'processing_error', declineCode: 'do_not_honor', message: `${message}.` }))).toBe(message);
  });
});
