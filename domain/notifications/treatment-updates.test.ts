import { describe, expect, it } from 'vitest';
import { updatedTreatmentOf } from './treatment-updates';

describe('a notice about a treatment', () => {
  it('names the treatment a care decision, a charge or an order changed', () => {
    expect(updatedTreatmentOf({ type: 'subscription', data: { subscriptionId: 'abc', decision: 'approve' } })).toBe('abc');
    expect(updatedTreatmentOf({ type: 'billing', data: { subscriptionId: 'abc', chargeId: 'def' } })).toBe('abc');
    expect(updatedTreatmentOf({ type: 'order', data: { subscriptionId: 'abc', orderId: 'ghi' } })).toBe('abc');
  });

  it('names none for other notices, or without a treatment', () => {
    expect(updatedTreatmentOf({ type: 'message', data: { chatId: 'abc', subscriptionId: 'abc' } })).toBeNull();
    expect(updatedTreatmentOf({ type: 'system', data: {} })).toBeNull();
    expect(updatedTreatmentOf({ type: 'subscription', data: {} })).toBeNull();
    expect(updatedTreatmentOf({ type: 'billing', data: { subscriptionId: 7 } })).toBeNull();
    expect(updatedTreatmentOf({ type: 'order', data: { subscriptionId: '' } })).toBeNull();
  });
});
