import type { ResolutionContext } from 'inversify';
import type { PatientAreaUseCases } from '../../application/areas/patient-area.use-cases';
import { DownloadReceiptUseCase } from '../../application/use-cases/billing/download-receipt.use-case';
import { LoadBillingUseCase } from '../../application/use-cases/billing/load-billing.use-case';
import { ReplaceCardOnFileUseCase } from '../../application/use-cases/billing/replace-card-on-file.use-case';
import { RetryFailedChargeUseCase } from '../../application/use-cases/billing/retry-failed-charge.use-case';
import { RevealCardOnFileUseCase } from '../../application/use-cases/billing/reveal-card-on-file.use-case';
import { UpdateCardAndPayUseCase } from '../../application/use-cases/billing/update-card-and-pay.use-case';
import { PrepareCardEntryUseCase } from '../../application/use-cases/payments/prepare-card-entry.use-case';
import { ListOrdersPageUseCase } from '../../application/use-cases/orders/list-orders-page.use-case';
import { LoadOrderUseCase } from '../../application/use-cases/orders/load-order.use-case';
import { CancelSubscriptionUseCase } from '../../application/use-cases/subscriptions/cancel-subscription.use-case';
import { ListWinbackCouponsUseCase } from '../../application/use-cases/subscriptions/list-winback-coupons.use-case';
import { ListDoseOptionsUseCase } from '../../application/use-cases/subscriptions/list-dose-options.use-case';
import { LoadCheckInQuestionnaireUseCase } from '../../application/use-cases/subscriptions/load-check-in-questionnaire.use-case';
import { DeclineReactivationUseCase } from '../../application/use-cases/subscriptions/decline-reactivation.use-case';
import { LoadSubscriptionUseCase } from '../../application/use-cases/subscriptions/load-subscription.use-case';
import { PauseSubscriptionUseCase } from '../../application/use-cases/subscriptions/pause-subscription.use-case';
import { ReactivateSubscriptionUseCase } from '../../application/use-cases/subscriptions/reactivate-subscription.use-case';
import { RemoveDoseChangeUseCase } from '../../application/use-cases/subscriptions/remove-dose-change.use-case';
import { RenewSubscriptionUseCase } from '../../application/use-cases/subscriptions/renew-subscription.use-case';
import { RequestDoseChangeUseCase } from '../../application/use-cases/subscriptions/request-dose-change.use-case';
import { ResumeSubscriptionUseCase } from '../../application/use-cases/subscriptions/resume-subscription.use-case';
import { SendForReviewUseCase } from '../../application/use-cases/subscriptions/send-for-review.use-case';
import { SkipPeriodsUseCase } from '../../application/use-cases/subscriptions/skip-periods.use-case';
import { SubmitFollowUpUseCase } from '../../application/use-cases/subscriptions/submit-follow-up.use-case';
import { HttpAccountAdapter } from '../http/http-account.adapter';
import { HttpBillingAdapter } from '../http/http-billing.adapter';
import { HttpCheckInQuestionnairesAdapter } from '../http/http-check-in-questionnaires.adapter';
import { HttpOrdersAdapter } from '../http/http-orders.adapter';
import { HttpPaymentRecoveryAdapter } from '../http/http-payment-recovery.adapter';
import { HttpSubscriptionDetailsAdapter } from '../http/http-subscription-details.adapter';
import { HttpSubscriptionLifecycleAdapter } from '../http/http-subscription-lifecycle.adapter';
import { HttpTreatmentDosesAdapter } from '../http/http-treatment-doses.adapter';
import { randomKeys } from '../crypto/random-keys.adapter';
import { HttpWinbackCouponsAdapter } from '../http/http-winback-coupons.adapter';
import { cardTokenizerFor } from '../payments/card-tokenizer-for-config';
import { PdfReceiptDocumentAdapter } from '../receipts/pdf-receipt-document.adapter';
import { TOKENS } from './tokens';

/**
 * The patient area's HTTP adapters and use cases, built once. areas.module.ts loads this file on the first
 * call of any of them, so none of it is in the first download of the app (/login stays small).
 */
export const wirePatientArea = (c: ResolutionContext) => {
  const api = c.get(TOKENS.apiClient);
  const clock = c.get(TOKENS.clock);
  const details = new HttpSubscriptionDetailsAdapter(api);
  const lifecycle = new HttpSubscriptionLifecycleAdapter(api);
  const billing = new HttpBillingAdapter(api);
  const orders = new HttpOrdersAdapter(api);
  const questionnaires = new HttpCheckInQuestionnairesAdapter(api);
  const winbackCoupons = new HttpWinbackCouponsAdapter(api);
  // The card provider the configuration names, as at registration (the sandbox without one: the CLI).
  const tokenizer = cardTokenizerFor(c.get(TOKENS.config, { optional: true }), api);
  const recovery = new HttpPaymentRecoveryAdapter(api);
  const replaceCardOnFile = new ReplaceCardOnFileUseCase(tokenizer, recovery);
  const retryFailedCharge = new RetryFailedChargeUseCase(recovery, randomKeys);
  return {
    loadSubscription: new LoadSubscriptionUseCase(details),
    listWinbackCoupons: new ListWinbackCouponsUseCase(winbackCoupons),
    pause: new PauseSubscriptionUseCase(lifecycle),
    resume: new ResumeSubscriptionUseCase(lifecycle),
    skip: new SkipPeriodsUseCase(lifecycle),
    cancel: new CancelSubscriptionUseCase(lifecycle),
    reactivate: new ReactivateSubscriptionUseCase(lifecycle),
    declineReactivation: new DeclineReactivationUseCase(new HttpAccountAdapter(api)),
    requestDoseChange: new RequestDoseChangeUseCase(lifecycle),
    removeDoseChange: new RemoveDoseChangeUseCase(lifecycle),
    listDoseOptions: new ListDoseOptionsUseCase(new HttpTreatmentDosesAdapter(api)),
    sendForReview: new SendForReviewUseCase(lifecycle),
    loadCheckInQuestionnaire: new LoadCheckInQuestionnaireUseCase(questionnaires),
    submitFollowUp: new SubmitFollowUpUseCase(lifecycle, questionnaires, clock),
    renew: new RenewSubscriptionUseCase(lifecycle, questionnaires, randomKeys, clock),
    loadBilling: new LoadBillingUseCase(billing),
    revealCardOnFile: new RevealCardOnFileUseCase(billing),
    prepareCardEntry: new PrepareCardEntryUseCase(tokenizer),
    replaceCardOnFile,
    retryFailedCharge,
    updateCardAndPay: new UpdateCardAndPayUseCase(replaceCardOnFile, retryFailedCharge),
    downloadReceipt: new DownloadReceiptUseCase(billing, new PdfReceiptDocumentAdapter()),
    listOrdersPage: new ListOrdersPageUseCase(orders),
    loadOrder: new LoadOrderUseCase(orders),
  } satisfies PatientAreaUseCases;
};
