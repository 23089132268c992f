import type { LoadBillingUseCase } from '../../../application/use-cases/billing/load-billing.use-case';
import type { RevealCardOnFileUseCase } from '../../../application/use-cases/billing/reveal-card-on-file.use-case';
import type { ListOrdersPageUseCase } from '../../../application/use-cases/orders/list-orders-page.use-case';
import type { LoadOrderUseCase } from '../../../application/use-cases/orders/load-order.use-case';
import type { CancelSubscriptionUseCase } from '../../../application/use-cases/subscriptions/cancel-subscription.use-case';
import type { ListDoseOptionsUseCase } from '../../../application/use-cases/subscriptions/list-dose-options.use-case';
import type { ListWinbackCouponsUseCase } from '../../../application/use-cases/subscriptions/list-winback-coupons.use-case';
import type { LoadCheckInQuestionnaireUseCase } from '../../../application/use-cases/subscriptions/load-check-in-questionnaire.use-case';
import type { DeclineReactivationUseCase } from '../../../application/use-cases/subscriptions/decline-reactivation.use-case';
import type { LoadDashboardSummaryUseCase } from '../../../application/use-cases/subscriptions/load-dashboard-summary.use-case';
import type { LoadSubscriptionUseCase } from '../../../application/use-cases/subscriptions/load-subscription.use-case';
import type { PauseSubscriptionUseCase } from '../../../application/use-cases/subscriptions/pause-subscription.use-case';
import type { ReactivateSubscriptionUseCase } from '../../../application/use-cases/subscriptions/reactivate-subscription.use-case';
import type { RemoveDoseChangeUseCase } from '../../../application/use-cases/subscriptions/remove-dose-change.use-case';
import type { RenewSubscriptionUseCase } from '../../../application/use-cases/subscriptions/renew-subscription.use-case';
import type { RequestDoseChangeUseCase } from '../../../application/use-cases/subscriptions/request-dose-change.use-case';
import type { ResumeSubscriptionUseCase } from '../../../application/use-cases/subscriptions/resume-subscription.use-case';
import type { SendForReviewUseCase } from '../../../application/use-cases/subscriptions/send-for-review.use-case';
import type { SkipPeriodsUseCase } from '../../../application/use-cases/subscriptions/skip-periods.use-case';
import type { SubmitFollowUpUseCase } from '../../../application/use-cases/subscriptions/submit-follow-up.use-case';

/** The use cases the patient area's stores are built with; each store takes the ones it needs. */
export interface PatientAreaUseCases {
  readonly loadSubscription: LoadSubscriptionUseCase;
  readonly loadDashboardSummary: LoadDashboardSummaryUseCase;
  readonly declineReactivation: DeclineReactivationUseCase;
  readonly listWinbackCoupons: ListWinbackCouponsUseCase;
  readonly pause: PauseSubscriptionUseCase;
  readonly resume: ResumeSubscriptionUseCase;
  readonly skip: SkipPeriodsUseCase;
  readonly cancel: CancelSubscriptionUseCase;
  readonly reactivate: ReactivateSubscriptionUseCase;
  readonly requestDoseChange: RequestDoseChangeUseCase;
  readonly removeDoseChange: RemoveDoseChangeUseCase;
  readonly listDoseOptions: ListDoseOptionsUseCase;
  readonly sendForReview: SendForReviewUseCase;
  readonly loadCheckInQuestionnaire: LoadCheckInQuestionnaireUseCase;
  readonly submitFollowUp: SubmitFollowUpUseCase;
  readonly renew: RenewSubscriptionUseCase;
  readonly loadBilling: LoadBillingUseCase;
  readonly revealCardOnFile: RevealCardOnFileUseCase;
  readonly listOrdersPage: ListOrdersPageUseCase;
  readonly loadOrder: LoadOrderUseCase;
}
