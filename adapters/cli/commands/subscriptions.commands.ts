import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import { TOKENS } from '../../container/tokens';
import { table } from '../output';
import { EXIT_CODES, exitCodeFor, type Command } from '../cli-context';
import { requireUser } from './require-user';

export const listSubscriptionsCommand: Command = {
  path: ['subscriptions', 'list'],
  summary: "List the signed-in patient's subscriptions with their display status",
  options: {},
  run: async (context) => {
    const user = await requireUser(context);
    if (!user.ok) {
      context.output.error(user.error.message);
      return exitCodeFor(user.error);
    }
    const subscriptions = await context.get(TOKENS.listSubscriptions).execute(user.value.patient?._id ?? '');
    if (!subscriptions.ok) {
      context.output.error(subscriptions.error.message);
      return exitCodeFor(subscriptions.error);
    }
    const rows = subscriptions.value.map((s) => ({ ...s, displayStatus: subscriptionStatusLabel(s.status, s.isApproved) }));
    context.output.result(rows, () =>
      table(
        ['ID', 'TREATMENT', 'PRODUCT', 'STATUS', 'STEP'],
        rows.map((s) => [s._id, PRODUCT_TYPE_NAMES[s.productType], s.plan?.productName ?? '-', s.displayStatus, s.registrationStep]),
        'No subscriptions yet.',
      ),
    );
    return EXIT_CODES.ok;
  },
};
