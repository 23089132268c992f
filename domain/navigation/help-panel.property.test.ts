import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { contactCategories, HELP_OPTIONS, helpDestination, isQuestionCategory, QUESTION_CATEGORIES, QUESTION_CATEGORY_LABELS } from './help-panel';

describe('help side panel (spec §2)', () => {
  it('sends treatment plan, side effects and healthcare-team messages to /user/chat', () => {
    const toChat = HELP_OPTIONS.filter((option) => option.destination.kind === 'route');
    expect(toChat.map((option) => option.id)).toEqual(['treatment-plan', 'side-effects', 'care-team-messages']);
    for (const option of toChat) expect(option.destination).toEqual({ kind: 'route', path: '/user/chat' });
  });

  it('opens the contact dialog for an account, shipping or billing issue', () => {
    expect(HELP_OPTIONS.filter((option) => option.destination.kind === 'contact-dialog')).toEqual([
      { id: 'account-shipping-billing', label: 'My account, shipping or billing', destination: { kind: 'contact-dialog' } },
    ]);
    expect(HELP_OPTIONS.map((option) => option.label)).toEqual([
      'My medication or treatment plan',
      'Side effects',
      'Messages from my healthcare team',
      'My account, shipping or billing',
    ]);
  });

  it('has support categories account, order, photo, other and doctor categories plan, call, side-effects', () => {
    expect(QUESTION_CATEGORIES).toEqual({ support: ['account', 'order', 'photo', 'other'], doctor: ['plan', 'call', 'side-effects'] });
    expect(isQuestionCategory('support', 'photo')).toBe(true);
    expect(isQuestionCategory('doctor', 'photo')).toBe(false);
    expect(isQuestionCategory('doctor', 'side-effects')).toBe(true);
    expect(isQuestionCategory('support', 'side-effects')).toBe(false);
    expect(QUESTION_CATEGORY_LABELS).toEqual({
      account: 'My account',
      order: 'An order',
      photo: 'My photos',
      other: 'Something else',
      plan: 'My treatment plan',
      call: 'Request a call',
      'side-effects': 'Side effects',
    });
  });

  test.prop([fc.constantFrom('support', 'doctor' as const), fc.string()])('accepts only the listed categories', (audience, value) => {
    expect(isQuestionCategory(audience, value)).toBe((QUESTION_CATEGORIES[audience] as readonly string[]).includes(value));
  });

  it("asks a registering patient's plan and side-effect questions in the contact dialog, and leads to the care team's messages", () => {
    const destinations = HELP_OPTIONS.map((option) => helpDestination(option, true));
    expect(destinations).toEqual([
      { kind: 'contact-dialog', category: 'plan' },
      { kind: 'contact-dialog', category: 'side-effects' },
      { kind: 'route', path: '/user/chat' },
      { kind: 'contact-dialog' },
    ]);
    for (const option of HELP_OPTIONS) expect(helpDestination(option, false)).toBe(option.destination);
  });

  it('offers the doctor categories only to a patient with a treatment, whose question has a doctor to go to', () => {
    expect(contactCategories(false)).toEqual({ support: ['account', 'order', 'photo', 'other'], doctor: [] });
    expect(contactCategories(true)).toEqual(QUESTION_CATEGORIES);
  });
});
