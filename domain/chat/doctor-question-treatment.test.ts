import { describe, expect, it } from 'vitest';
import type { Subscription } from '../entities/subscription';
import { doctorQuestionTreatment } from './doctor-question-treatment';

const subscription = (id: string, registrationStep: string, createdAt: string): Subscription => ({
  _id: id,
  status: registrationStep === 'done' ? 'active' : 'in_registration',
  productType: 'hl',
  patientId: 'p',
  isApproved: registrationStep === 'done',
  registrationStep,
  registrationStepsOrder: [],
  nextBillingDate: null,
  plan: null,
  createdAt,
});

describe('the treatment a doctor question is about', () => {
  it('is the newest finished one, never one still in registration', () => {
    const older = subscription('older', 'done', '2026-01-01T00:00:00.000Z');
    const newer = subscription('newer', 'done', '2026-03-01T00:00:00.000Z');
    const registering = subscription('registering', 'treatment', '2026-05-01T00:00:00.000Z');
    expect(doctorQuestionTreatment([older, registering, newer])?._id).toBe('newer');
    expect(doctorQuestionTreatment([registering])).toBeNull();
  });
});
