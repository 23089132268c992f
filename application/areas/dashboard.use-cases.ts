import type { LoadDashboardSummaryUseCase } from '../use-cases/subscriptions/load-dashboard-summary.use-case';

/**
 * What the dashboard shows beside the treatments: the latest billed amount and the reactivation offer.
 * Wired in adapters/container/dashboard.wiring.ts, loaded on first call, so the dashboard downloads none
 * of the patient area's code (the popup's answers are the patient area's, loaded when one is given).
 */
export interface DashboardUseCases {
  readonly loadDashboardSummary: LoadDashboardSummaryUseCase;
}
