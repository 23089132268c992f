import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { formatUsd } from '../../../domain/billing/usd';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import type { Result } from '../../../domain/shared/result';
import { table } from '../output';
import { EXIT_CODES, type CliContext, type Command, type CommandOption, type ExitCode } from '../cli-context';
import { reportFailure } from '../failures';
import { signedIn } from '../signed-in';
import { questionList } from './question-list';
import { ANSWERS_OPTION, checkInOf, productTypeOf } from './check-in-answers';
import { AREAS } from '../../container/tokens';

const ID_OPTION: CommandOption = { type: 'string', description: 'subscription id', required: true };

/** Prints a subscription after an action, or the reason it was refused. */
const report = (context: CliContext, result: Result<SubscriptionDetails>, done: string): ExitCode => {
  if (!result.ok) {
    return reportFailure(context, result.error);
  }
  const s = result.value;
  context.output.result(
    s,
    () => `${done}. Status: ${subscriptionStatusLabel(s.status, s.isApproved)} (${s.status}); next billing ${s.nextBillingDate?.slice(0, 10) ?? '-'}.`,
  );
  return EXIT_CODES.ok;
};

type OneStepAction = 'pause' | 'resume' | 'cancel' | 'removeDoseChange' | 'sendForReview';

const simpleAction = <K extends OneStepAction>(word: string, summary: string, action: K, done: string): Command => ({
  path: ['subscriptions', word],
  summary,
  options: { id: ID_OPTION },
  run: signedIn(async (context, values) => {
    const useCase = context.get(AREAS.patientArea)[action];
    return report(context, await useCase.execute(String(values.id)), done);
  }),
});

export const pauseCommand = simpleAction('pause', 'Pause an active subscription (the upcoming charge is put aside)', 'pause', 'Paused');
export const resumeCommand = simpleAction('resume', 'Resume a paused subscription', 'resume', 'Resumed');
export const cancelCommand = simpleAction('cancel', 'Cancel a subscription: nothing is billed afterwards', 'cancel', 'Cancelled');
export const removeDoseChangeCommand = simpleAction(
  'remove-dose-change',
  'Withdraw the dose change waiting for the doctor',
  'removeDoseChange',
  'Dose change withdrawn',
);
export const sendForReviewCommand = simpleAction('send-for-review', 'Send an Action Required subscription back for review', 'sendForReview', 'Sent for review');

export const skipCommand: Command = {
  path: ['subscriptions', 'skip'],
  summary: 'Skip the next 1 to 3 periods of an active subscription',
  options: { id: ID_OPTION, periods: { type: 'string', description: 'how many periods: 1, 2 or 3', required: true } },
  run: signedIn(async (context, values) =>
    report(context, await context.get(AREAS.patientArea).skip.execute({ subscriptionId: String(values.id), periods: Number(values.periods) }), 'Skipped'),
  ),
};

export const reactivateCommand: Command = {
  path: ['subscriptions', 'reactivate'],
  summary: 'Reactivate a cancelled subscription, optionally with a winback coupon code',
  options: {
    id: ID_OPTION,
    winback: { type: 'string', description: 'the code of a winback coupon' },
    'from-popup': { type: 'boolean', description: 'the patient accepted the reactivation popup' },
  },
  run: signedIn(async (context, values) =>
    report(
      context,
      await context.get(AREAS.patientArea).reactivate.execute({
        subscriptionId: String(values.id),
        winback: typeof values.winback === 'string' ? values.winback : null,
        fromPopup: values['from-popup'] === true,
      }),
      'Reactivated',
    ),
  ),
};

export const dosesCommand: Command = {
  path: ['subscriptions', 'doses'],
  summary: 'List the doses a subscription may change to',
  options: { id: ID_OPTION },
  run: signedIn(async (context, values) => {
    const loaded = await context.get(AREAS.patientArea).loadSubscription.execute(String(values.id));
    if (!loaded.ok) {
      return reportFailure(context, loaded.error);
    }
    const { productType, plan } = loaded.value.subscription;
    const doses = await context.get(AREAS.patientArea).listDoseOptions.execute({ productType, plan });
    if (!doses.ok) {
      return reportFailure(context, doses.error);
    }
    context.output.result(doses.value, () =>
      table(
        ['DOSE ID', 'STRENGTH', 'PRICE A UNIT'],
        doses.value.map((d) => [d._id, d.strength, formatUsd(d.price)]),
        'No other dose is offered for this treatment.',
      ),
    );
    return EXIT_CODES.ok;
  }),
};

export const changeDoseCommand: Command = {
  path: ['subscriptions', 'change-dose'],
  summary: 'Ask the doctor for another dose (a pending modify request); see `subscriptions doses`',
  options: { id: ID_OPTION, dose: { type: 'string', description: 'the id of the dose wanted', required: true } },
  run: signedIn(async (context, values) =>
    report(
      context,
      await context.get(AREAS.patientArea).requestDoseChange.execute({ subscriptionId: String(values.id), doseId: String(values.dose) }),
      'Dose change requested',
    ),
  ),
};

export const questionsCommand: Command = {
  path: ['subscriptions', 'questions'],
  summary: "Show a subscription's renewal or follow-up questions, with the ids to answer them by",
  options: { id: ID_OPTION, kind: { type: 'string', description: 'renewal or follow-up', required: true, choices: ['renewal', 'follow-up'] } },
  run: signedIn(async (context, values) => {
    const kind = values.kind === 'renewal' ? 'renewalQuestions' : 'followupVisitQuestions';
    const productType = await productTypeOf(context, String(values.id));
    if (!productType.ok) {
      return reportFailure(context, productType.error);
    }
    const questions = await context.get(AREAS.patientArea).loadCheckInQuestionnaire.execute({ kind, productType: productType.value });
    if (!questions.ok) {
      return reportFailure(context, questions.error);
    }
    context.output.result(questions.value, () => questionList(questions.value));
    return EXIT_CODES.ok;
  }),
};

export const followUpCommand: Command = {
  path: ['subscriptions', 'follow-up'],
  summary: 'Send the follow-up questionnaire of a subscription',
  options: { id: ID_OPTION, answers: ANSWERS_OPTION },
  run: signedIn(async (context, values) => {
    const checkIn = await checkInOf(context, values, 'followupVisitQuestions');
    if (typeof checkIn === 'number') return checkIn;
    return report(context, await context.get(AREAS.patientArea).submitFollowUp.execute(checkIn), 'Follow-up sent');
  }),
};

export const renewCommand: Command = {
  path: ['subscriptions', 'renew'],
  summary: 'Renew a subscription with the renewal questionnaire: charges the card on file and creates an order',
  options: { id: ID_OPTION, answers: ANSWERS_OPTION },
  run: signedIn(async (context, values) => {
    const checkIn = await checkInOf(context, values, 'renewalQuestions');
    if (typeof checkIn === 'number') return checkIn;
    const renewed = await context.get(AREAS.patientArea).renew.execute(checkIn);
    if (!renewed.ok) {
      return reportFailure(context, renewed.error);
    }
    const { charge, order } = renewed.value;
    context.output.result(
      renewed.value,
      () => `Renewed. Charged ${formatUsd(charge.sum)} (invoice ${charge.invoiceId}); order ${order._id} is ${order.status}.`,
    );
    return EXIT_CODES.ok;
  }),
};
