import type { Charge } from '../../../domain/entities/charge';
import { describeCard } from '../../../domain/billing/card-on-file';
import { formatInvoiceAmount, formatUsd } from '../../../domain/billing/usd';
import { table } from '../output';
import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure } from '../failures';
import { signedIn } from '../signed-in';
import { AREAS } from '../../container/tokens';

const chargeRows = (charges: readonly Charge[]) => charges.map((c) => [c.createdAt.slice(0, 10), c.invoiceId, c.status, c.reasonType, formatUsd(c.sum)]);
const HEADERS = ['DATE', 'INVOICE', 'STATUS', 'FOR', 'SUM'];

export const chargesCommand: Command = {
  path: ['billing', 'charges'],
  summary: "A subscription's charges grouped as the app shows them: next billing, last billings, history",
  options: { id: { type: 'string', description: 'subscription id', required: true } },
  run: signedIn(async (context, values) => {
    const billing = await context.get(AREAS.patientArea).loadBilling.execute(String(values.id));
    if (!billing.ok) {
      return reportFailure(context, billing.error);
    }
    const { nextBilling, lastBillings, history } = billing.value;
    context.output.result(billing.value, () =>
      [
        'Next billing',
        nextBilling
          ? [
              `  ${nextBilling.createdAt.slice(0, 10)}  ${formatUsd(nextBilling.sum)}`,
              ...nextBilling.invoiceItems.map((item) => `    ${item.name.padEnd(40)} ${formatInvoiceAmount(item)}`),
            ].join('\n')
          : '  None scheduled.',
        '',
        'Last billings',
        table(HEADERS, chargeRows(lastBillings), 'None yet.'),
        '',
        'Billing history',
        table(HEADERS, chargeRows(history), 'None yet.'),
      ].join('\n'),
    );
    return EXIT_CODES.ok;
  }),
};

export const cardCommand: Command = {
  path: ['billing', 'card'],
  summary: 'The card on file: its type and last four digits',
  options: {},
  run: signedIn(async (context, _values, user) => {
    const card = await context.get(AREAS.patientArea).revealCardOnFile.execute(user.patient?._id ?? '');
    if (!card.ok) {
      return reportFailure(context, card.error);
    }
    context.output.result(card.value, () => (card.value ? (describeCard(card.value) ?? 'No card on file.') : 'No card on file.'));
    return EXIT_CODES.ok;
  }),
};
