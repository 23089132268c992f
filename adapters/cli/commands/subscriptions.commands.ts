import { formatUsd } from '../../../domain/billing/usd';
import { availableActions } from '../../../domain/subscription-actions/subscription-actions';
import { deliveryLabel, doseLabel, usesLabel } from '../../../domain/subscription-plan/plan-summary';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import { table } from '../output';
import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure } from '../failures';
import { signedIn } from '../signed-in';
import { AREAS } from '../../container/tokens';

export const listSubscriptionsCommand: Command = {
  path: ['subscriptions', 'list'],
  summary: "List the signed-in patient's subscriptions with their display status",
  options: {},
  run: signedIn(async (context, _values, user) => {
    const subscriptions = await context.get(AREAS.session).listSubscriptions.execute(user.patient?._id ?? '');
    if (!subscriptions.ok) {
      return reportFailure(context, subscriptions.error);
    }
    const rows = subscriptions.value.map((s) => ({ ...s, displayStatus: subscriptionStatusLabel(s.status, s.isApproved) }));
    context.output.result(rows, () =>
      table(
        ['ID', 'TREATMENT', 'PRODUCT', 'STATUS', 'STEP', 'NEXT BILLING'],
        rows.map((s) => [
          s._id,
          PRODUCT_TYPE_NAMES[s.productType],
          s.plan?.productName ?? '-',
          s.displayStatus,
          s.registrationStep,
          s.nextBillingDate?.slice(0, 10) ?? '-',
        ]),
        'No subscriptions yet.',
      ),
    );
    return EXIT_CODES.ok;
  }),
};

export const showSubscriptionCommand: Command = {
  path: ['subscriptions', 'show'],
  summary: 'Show one subscription: plan, status, dates, upcoming price and the actions it offers',
  options: { id: { type: 'string', description: 'subscription id', required: true } },
  run: signedIn(async (context, values) => {
    const loaded = await context.get(AREAS.patientArea).loadSubscription.execute(String(values.id));
    if (!loaded.ok) {
      return reportFailure(context, loaded.error);
    }
    const { subscription: s, price } = loaded.value;
    const actions = availableActions(s, Date.now());
    const result = { ...loaded.value, displayStatus: subscriptionStatusLabel(s.status, s.isApproved), actions };
    context.output.result(result, () =>
      [
        `${s.plan?.productName ?? PRODUCT_TYPE_NAMES[s.productType]} (${PRODUCT_TYPE_NAMES[s.productType]})  ${s._id}`,
        `Status:         ${result.displayStatus} (${s.status ?? 'none'})`,
        ...(s.plan
          ? [
              `Plan:           ${[s.plan.variationName, doseLabel(s.plan.weight, s.plan.measure), usesLabel(s.plan.frequencyOfReception)].filter(Boolean).join(', ')}`,
              `Delivery:       ${deliveryLabel(s.plan.frequencyOfDelivery)}${s.plan.packageType ? `, ${s.plan.packageType}` : ''}`,
            ]
          : []),
        `Next billing:   ${s.nextBillingDate?.slice(0, 10) ?? '-'}`,
        `Prescription:   until ${s.expiredAt?.slice(0, 10) ?? '-'}`,
        ...(price ? [`Next delivery:  ${formatUsd(price.total)} (treatment ${formatUsd(price.offerPrice)}, add-ons ${formatUsd(price.addonsPrice)})`] : []),
        ...(s.latestBilledAmount !== null ? [`Latest billed:  ${formatUsd(s.latestBilledAmount)}`] : []),
        ...(s.modifyRequest ? [`Dose change:    ${doseLabel(s.modifyRequest.weight, s.modifyRequest.measure)} (${s.modifyRequest.status})`] : []),
        ...s.pausedCharges.map((charge) => `Paused charge:  ${formatUsd(charge.sum)} put aside ${charge.createdAt.slice(0, 10)}`),
        `Actions:        ${actions.join(', ') || 'none'}`,
      ].join('\n'),
    );
    return EXIT_CODES.ok;
  }),
};
