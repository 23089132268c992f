import * as z from 'zod/mini';
import type { CheckInAnswer } from '../../domain/entities/check-in-question';
import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { Result } from '../../domain/shared/result';
import type { RenewalOutcome, SubscriptionLifecyclePort } from '../../application/ports/subscription-lifecycle.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { chargeSchema } from './schemas/charge.schema';
import { singleEnvelope } from './schemas/envelope.schema';
import { orderSchema } from './schemas/order.schema';
import { subscriptionDetailsSchema } from './schemas/subscription-details.schema';

const changed = singleEnvelope(subscriptionDetailsSchema);
const renewed = singleEnvelope(z.object({ subscription: subscriptionDetailsSchema, charge: chargeSchema, order: orderSchema }));

const path = (id: string) => ({ params: { path: { id } } });
const answersOf = (answers: readonly CheckInAnswer[]) =>
  answers.map(({ questionId, optionIds, value }) => ({
    questionId,
    ...(optionIds ? { optionIds: [...optionIds] } : {}),
    ...(value !== undefined ? { value } : {}),
  }));

/** The subscription actions over HTTP; each answer is the subscription as the action left it. */
export class HttpSubscriptionLifecycleAdapter implements SubscriptionLifecyclePort {
  constructor(private readonly api: ApiClient) {}

  cancel(id: string): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.PATCH('/api/subscription/cancel/{id}', path(id)), changed, 'Cancelling your subscription');
  }

  pause(id: string): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.PATCH('/api/subscription/pause/{id}', path(id)), changed, 'Pausing your subscription');
  }

  resume(id: string): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.PATCH('/api/subscription/resume/{id}', path(id)), changed, 'Resuming your subscription');
  }

  skip(id: string, periods: number): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.PUT('/api/subscription/skip/{id}', { ...path(id), body: { skipPeriods: periods } }), changed, 'Skipping periods');
  }

  reactivate(id: string, options: { readonly winback?: string; readonly fromPopup?: boolean }): Promise<Result<SubscriptionDetails>> {
    const query = { ...(options.winback ? { winback: options.winback } : {}), ...(options.fromPopup ? { fromPopup: true } : {}) };
    return readResult(this.api.PATCH('/api/subscription/reactivate/{id}', { params: { path: { id }, query } }), changed, 'Reactivating your subscription');
  }

  requestDoseChange(id: string, doseId: string): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.POST('/api/subscription/change-dose/{id}', { ...path(id), body: { doseId } }), changed, 'Asking for a dose change');
  }

  removeDoseChange(id: string): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.PATCH('/api/subscription/remove-modify/{id}', path(id)), changed, 'Withdrawing the dose change');
  }

  submitFollowUp(id: string, answers: readonly CheckInAnswer[]): Promise<Result<SubscriptionDetails>> {
    return readResult(
      this.api.POST('/api/v2/subscription/submit-followup/{id}', { ...path(id), body: { questionnaire: answersOf(answers) } }),
      changed,
      'Sending your follow-up',
    );
  }

  sendForReview(id: string): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.PATCH('/api/subscription/{id}/inprogress-to-pending', path(id)), changed, 'Sending your subscription for review');
  }

  renew(id: string, answers: readonly CheckInAnswer[], idempotencyKey: string): Promise<Result<RenewalOutcome>> {
    return readResult(
      this.api.POST('/api/subscription/renewal/{id}', { ...path(id), body: { questionnaire: answersOf(answers), idempotencyKey } }),
      renewed,
      'Renewing your subscription',
    );
  }
}
