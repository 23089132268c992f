import { billingHistory, lastBillings, type ChargeStatusFields } from './billing-groups';

/**
 * Why charges of the last billings are not in the billing history (spec §4 billing grouping: history is
 * success with reasonType subscription; last billings success, hold or captured), so the page can say
 * where they are: add-on charges (`addons`), and treatment payments not yet or not directly a success,
 * i.e. held or captured (`unsettled`).
 */
export interface HistoryGaps {
  readonly addons: boolean;
  readonly unsettled: boolean;
}

export const historyGaps = (charges: readonly ChargeStatusFields[]): HistoryGaps => {
  const history = new Set(billingHistory(charges));
  const missing = lastBillings(charges).filter((charge) => !history.has(charge));
  return {
    addons: missing.some((charge) => charge.reasonType === 'addon'),
    unsettled: missing.some((charge) => charge.reasonType !== 'addon'),
  };
};
