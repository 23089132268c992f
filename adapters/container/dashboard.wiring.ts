import type { ResolutionContext } from 'inversify';
import type { DashboardUseCases } from '../../application/areas/dashboard.use-cases';
import { DeclineReactivationUseCase } from '../../application/use-cases/subscriptions/decline-reactivation.use-case';
import { LoadDashboardSummaryUseCase } from '../../application/use-cases/subscriptions/load-dashboard-summary.use-case';
import { ReactivateSubscriptionUseCase } from '../../application/use-cases/subscriptions/reactivate-subscription.use-case';
import { HttpAccountAdapter } from '../http/http-account.adapter';
import { HttpSubscriptionLifecycleAdapter } from '../http/http-subscription-lifecycle.adapter';
import { HttpWinbackCouponsAdapter } from '../http/http-winback-coupons.adapter';
import { TOKENS } from './tokens';

/** The dashboard's summary and reactivation popup. areas.module.ts loads this file on first call. */
export const wireDashboard = (c: ResolutionContext) => {
  const api = c.get(TOKENS.apiClient);
  return {
    loadDashboardSummary: new LoadDashboardSummaryUseCase(c.get(TOKENS.patientAccount), new HttpWinbackCouponsAdapter(api), c.get(TOKENS.clock)),
    reactivate: new ReactivateSubscriptionUseCase(new HttpSubscriptionLifecycleAdapter(api)),
    declineReactivation: new DeclineReactivationUseCase(new HttpAccountAdapter(api)),
  } satisfies DashboardUseCases;
};
