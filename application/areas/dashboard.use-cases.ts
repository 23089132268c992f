import type { DeclineReactivationUseCase } from '../use-cases/subscriptions/decline-reactivation.use-case';
import type { LoadDashboardSummaryUseCase } from '../use-cases/subscriptions/load-dashboard-summary.use-case';
import type { ReactivateSubscriptionUseCase } from '../use-cases/subscriptions/reactivate-subscription.use-case';

/**
 * What the dashboard shows beside the treatments: the latest billed amount and the reactivation popup, with
 * its answers. Wired in adapters/container/dashboard.wiring.ts, loaded on first call, so the dashboard
 * downloads none of the rest of the patient area.
 */
export interface DashboardUseCases {
  readonly loadDashboardSummary: LoadDashboardSummaryUseCase;
  readonly reactivate: ReactivateSubscriptionUseCase;
  readonly declineReactivation: DeclineReactivationUseCase;
}
