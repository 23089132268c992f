import type { CareDecision, Shipment } from '../../../application/ports/operator.port';
import type { Order } from '../../../domain/entities/order';
import { formatUsd } from '../../../domain/billing/usd';
import { orderStatusLabel } from '../../../domain/orders/order-status';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import { type Command, type CommandOption } from '../cli-context';
import { usageError } from '../failures';
import { table } from '../output';
import { printResult } from './operator-output';
import { TOKENS } from '../../container/tokens';

/**
 * The care team and the pharmacy of the reference backend (started with --ops): the decisions on a paid
 * treatment, and the moves of its orders. No patient session is needed.
 */

const ID: CommandOption = { type: 'string', description: 'subscription id', required: true };
const MESSAGE: CommandOption = { type: 'string', description: "the doctor's or support's words, instead of the default text" };

const decisionCommand = (decision: CareDecision, summary: string, options: Command['options'] = {}): Command => ({
  path: ['care', decision],
  summary,
  options: { id: ID, message: MESSAGE, ...options },
  run: (context, values) =>
    printResult(
      context,
      context.get(TOKENS.operator).decide(String(values.id), decision, {
        ...(typeof values.message === 'string' ? { message: values.message } : {}),
        ...(typeof values.doctor === 'string' ? { doctorId: values.doctor } : {}),
      }),
      (outcome) =>
        [
          `✓ ${outcome.subscription._id} is now ${subscriptionStatusLabel(outcome.subscription.status, outcome.subscription.isApproved)} (${outcome.subscription.status})`,
          ...(outcome.doctorName ? [`  doctor: ${outcome.doctorName}`] : []),
          ...(outcome.order ? [`  first order ${outcome.order._id}: ${orderStatusLabel(outcome.order.status)}`] : []),
        ].join('\n'),
    ),
});

export const careApproveCommand = decisionCommand(
  'approve',
  'Approve a paid treatment: the held payment is captured, the first order goes to the pharmacy, a doctor licensed in the patient’s state is assigned',
  { doctor: { type: 'string', description: 'the doctor id to approve as (licensed there)' } },
);
export const careDeclineCommand = decisionCommand('decline', 'Decline a treatment: the hold is released, the order cancelled, the doctor writes why');
export const careNotVerifiedCommand = decisionCommand('not-verified', 'Mark the identity not verified: the hold is released, support writes to the patient');
export const careSendBackCommand = {
  ...decisionCommand('send-back', 'Send a treatment back to the patient (Action Required) with the doctor’s question'),
  options: { id: ID, message: { type: 'string', description: "the doctor's question to the patient", required: true } },
} satisfies Command;
export const careHoldCommand = decisionCommand('hold', 'Put a treatment on hold for a closer review (still In Review)');
export const carePreScreenCommand = decisionCommand('pre-screen', 'Note that a treatment passed its first check (still In Review)');

export const careQueueCommand: Command = {
  path: ['care', 'queue'],
  summary: 'Paid treatments waiting for the care team, oldest first; with --patient, every treatment of one patient',
  options: { patient: { type: 'string', description: "the patient's e-mail" } },
  run: (context, values) =>
    printResult(context, context.get(TOKENS.operator).careQueue(typeof values.patient === 'string' ? values.patient : undefined), (cases) =>
      table(
        ['ID', 'TREATMENT', 'STATUS', 'PATIENT', 'STATE', 'HELD'],
        cases.map(({ subscription, patient, heldAmount }) => [
          subscription._id,
          subscription.plan?.productName ?? PRODUCT_TYPE_NAMES[subscription.productType],
          `${subscriptionStatusLabel(subscription.status, subscription.isApproved)} (${subscription.status ?? '-'})`,
          patient.email,
          patient.state ?? '-',
          heldAmount === null ? '-' : formatUsd(heldAmount),
        ]),
        'Nothing is waiting.',
      ),
    ),
};

const orderRows = (orders: readonly Order[]) =>
  table(
    ['ORDER', 'MADE', 'STATUS', 'CARRIER', 'TRACKING', 'CHARGE'],
    orders.map((order) => [
      order._id,
      order.createdAt.slice(0, 10),
      orderStatusLabel(order.status),
      order.carrier ?? '-',
      order.tracking_number ?? '-',
      formatUsd(order.charge.sum),
    ]),
    'No orders.',
  );

export const careOrdersCommand: Command = {
  path: ['care', 'orders'],
  summary: 'The orders of a subscription (--id) or of a patient (--patient), newest first',
  options: { id: { type: 'string', description: 'subscription id' }, patient: { type: 'string', description: "the patient's e-mail" } },
  run: async (context, values) => {
    const id = typeof values.id === 'string' ? values.id : null;
    const patient = typeof values.patient === 'string' ? values.patient : null;
    if ((id === null) === (patient === null)) return usageError(context, 'Give --id or --patient');
    return printResult(context, context.get(TOKENS.operator).orders(id ? { subscriptionId: id } : { patientEmail: patient ?? '' }), orderRows);
  },
};

const CARRIERS = ['USPS', 'UPS', 'FedEx'] as const;
const isCarrier = (value: string): value is NonNullable<Shipment['carrier']> => (CARRIERS as readonly string[]).includes(value);

export const careShipCommand: Command = {
  path: ['care', 'ship'],
  summary: 'The pharmacy ships an order (made up carrier and tracking number unless given)',
  options: {
    order: { type: 'string', description: 'order id', required: true },
    carrier: { type: 'string', description: CARRIERS.join(', ') },
    tracking: { type: 'string', description: "tracking number in the carrier's format" },
  },
  run: async (context, values) => {
    const carrier = typeof values.carrier === 'string' ? values.carrier : null;
    if (carrier !== null && !isCarrier(carrier)) return usageError(context, `--carrier must be one of ${CARRIERS.join(', ')}`);
    const shipment: Shipment = { ...(carrier ? { carrier } : {}), ...(typeof values.tracking === 'string' ? { trackingNumber: values.tracking } : {}) };
    return printResult(
      context,
      context.get(TOKENS.operator).ship(String(values.order), shipment),
      (order) => `✓ order ${order._id} shipped with ${order.carrier}: ${order.tracking_number}`,
    );
  },
};

export const careDeliverCommand: Command = {
  path: ['care', 'deliver'],
  summary: 'The carrier delivers a shipped order',
  options: { order: { type: 'string', description: 'order id', required: true } },
  run: (context, values) => printResult(context, context.get(TOKENS.operator).deliver(String(values.order)), (order) => `✓ order ${order._id} delivered`),
};
