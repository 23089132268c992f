import type { ResolutionContext } from 'inversify';
import type { DashboardUseCases } from '../../application/areas/dashboard.use-cases';
import { LoadDashboardSummaryUseCase } from '../../application/use-cases/subscriptions/load-dashboard-summary.use-case';
import { HttpWinbackCouponsAdapter } from '../http/http-winback-coupons.adapter';
import { TOKENS } from './tokens';

/** The dashboard's summary and reactivation offer. areas.module.ts loads this file on first call. */
export const wireDashboard = (c: ResolutionContext) =>
  ({
    loadDashboardSummary: new LoadDashboardSummaryUseCase(
      c.get(TOKENS.patientAccount),
      new HttpWinbackCouponsAdapter(c.get(TOKENS.apiClient)),
      c.get(TOKENS.clock),
    ),
  }) satisfies DashboardUseCases;
