import type { DownloadReceiptUseCase } from '../use-cases/billing/download-receipt.use-case';
import type { LoadBillingUseCase } from '../use-cases/billing/load-billing.use-case';
import type { ReplaceCardOnFileUseCase } from '../use-cases/billing/replace-card-on-file.use-case';
import type { RetryFailedChargeUseCase } from '../use-cases/billing/retry-failed-charge.use-case';
import type { RevealCardOnFileUseCase } from '../use-cases/billing/reveal-card-on-file.use-case';
import type { UpdateCardAndPayUseCase } from '../use-cases/billing/update-card-and-pay.use-case';
import type { ListOrdersPageUseCase } from '../use-cases/orders/list-orders-page.use-case';
import type { LoadOrderUseCase } from '../use-cases/orders/load-order.use-case';
import type { PrepareCardEntryUseCase } from '../use-cases/payments/prepare-card-entry.use-case';
import type { CancelSubscriptionUseCase } from '../use-cases/subscriptions/cancel-subscription.use-case';
import type { DeclineReactivationUseCase } from '../use-cases/subscriptions/decline-reactivation.use-case';
import type { ListDoseOptionsUseCase } from '../use-cases/subscriptions/list-dose-options.use-case';
import type { ListWinbackCouponsUseCase } from '../use-cases/subscriptions/list-winback-coupons.use-case';
import type { LoadCheckInQuestionnaireUseCase } from '../use-cases/subscriptions/load-check-in-questionnaire.use-case';
import type { LoadSubscriptionUseCase } from '../use-cases/subscriptions/load-subscription.use-case';
import type { PauseSubscriptionUseCase } from '../use-cases/subscriptions/pause-subscription.use-case';
import type { ReactivateSubscriptionUseCase } from '../use-cases/subscriptions/reactivate-subscription.use-case';
import type { RemoveDoseChangeUseCase } from '../use-cases/subscriptions/remove-dose-change.use-case';
import type { RenewSubscriptionUseCase } from '../use-cases/subscriptions/renew-subscription.use-case';
import type { RequestDoseChangeUseCase } from '../use-cases/subscriptions/request-dose-change.use-case';
import type { ResumeSubscriptionUseCase } from '../use-cases/subscriptions/resume-subscription.use-case';
import type { SendForReviewUseCase } from '../use-cases/subscriptions/send-for-review.use-case';
import type { SkipPeriodsUseCase } from '../use-cases/subscriptions/skip-periods.use-case';
import type { SubmitFollowUpUseCase } from '../use-cases/subscriptions/submit-follow-up.use-case';

/**
 * The patient area: subscriptions and their actions, check-ins and renewal, billing (the card on file,
 * refused renewals, receipts), orders. Wired in
 * adapters/container/patient-area.wiring.ts, which loads on the first call of any of them.
 */
export interface PatientAreaUseCases {
  readonly loadSubscription: LoadSubscriptionUseCase;
  readonly listWinbackCoupons: ListWinbackCouponsUseCase;
  readonly pause: PauseSubscriptionUseCase;
  readonly resume: ResumeSubscriptionUseCase;
  readonly skip: SkipPeriodsUseCase;
  readonly cancel: CancelSubscriptionUseCase;
  readonly reactivate: ReactivateSubscriptionUseCase;
  readonly declineReactivation: DeclineReactivationUseCase;
  readonly requestDoseChange: RequestDoseChangeUseCase;
  readonly removeDoseChange: RemoveDoseChangeUseCase;
  readonly listDoseOptions: ListDoseOptionsUseCase;
  readonly sendForReview: SendForReviewUseCase;
  readonly loadCheckInQuestionnaire: LoadCheckInQuestionnaireUseCase;
  readonly submitFollowUp: SubmitFollowUpUseCase;
  readonly renew: RenewSubscriptionUseCase;
  readonly loadBilling: LoadBillingUseCase;
  readonly revealCardOnFile: RevealCardOnFileUseCase;
  readonly prepareCardEntry: PrepareCardEntryUseCase;
  readonly replaceCardOnFile: ReplaceCardOnFileUseCase;
  /** The CLI's billing retry; the app pays a refused renewal through updateCardAndPay. */
  readonly retryFailedCharge: RetryFailedChargeUseCase;
  readonly updateCardAndPay: UpdateCardAndPayUseCase;
  readonly downloadReceipt: DownloadReceiptUseCase;
  readonly listOrdersPage: ListOrdersPageUseCase;
  readonly loadOrder: LoadOrderUseCase;
}
