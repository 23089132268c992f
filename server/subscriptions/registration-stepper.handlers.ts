import { codedError, HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { markIdentityVerified, setPatientStatus } from './patient-registration';
import { AWAITING_REVIEW, CANCELLED, isRegistering } from './registration-steps';
import { BLOCKED, incompleteStepReason } from './step-completion';
import { findOwnSubscription, listOwnSubscriptions, saveSubscription } from './subscriptions.repository';

/** The spec's text, which the app recognises to leave for the dashboard. */
export const SUBSCRIPTION_COMPLETED = 'Cannot update subscription! Subscription completed.';

export const registrationStepperHandlers = (ctx: ServerContext) =>
  ({
    updateRegistrationStep: async ({ params, body, caller }) => {
      const { user, patient } = await requirePatient(ctx.db, caller);
      const updated = await ctx.db.transaction(async (tx) => {
        const subscription = await findOwnSubscription(tx, patient._id, params.id, { forUpdate: true });
        if (subscription.registrationStep === 'done') throw codedError(409, 'subscription_completed', SUBSCRIPTION_COMPLETED);
        if (subscription.status === CANCELLED) throw new HttpError(409, 'This subscription is cancelled: its registration cannot go on');
        const order = subscription.registrationStepsOrder;
        const current = subscription.registrationStep;
        const index = order.indexOf(current);
        if (index < 0) throw new HttpError(409, `The step '${current}' is not one of this subscription's registration steps`);

        if (body.step === 'prev') {
          const previous = order[index - 1];
          if (!previous) throw new HttpError(409, 'This is the first step of the registration: there is no step before it');
          const moved = { ...subscription, registrationStep: previous };
          await saveSubscription(tx, moved);
          return moved;
        }

        const reason = await incompleteStepReason(current, { db: tx, user, patient, subscription });
        if (reason) throw codedError(409, reason === BLOCKED ? 'answers_need_review' : 'step_incomplete', reason, { step: current });
        if (current === 'photo') await markIdentityVerified(tx, patient._id);
        const next = order[index + 1];
        if (next) {
          const moved = { ...subscription, registrationStep: next };
          await saveSubscription(tx, moved);
          return moved;
        }
        const done = {
          ...subscription,
          registrationStep: 'done' as const,
          registrationDoneDate: new Date(ctx.now()).toISOString(),
          status: AWAITING_REVIEW,
        };
        await saveSubscription(tx, done);
        const othersRegistering = (await listOwnSubscriptions(tx, patient._id)).some((doc) => doc._id !== done._id && isRegistering(doc));
        if (!othersRegistering) await setPatientStatus(tx, patient._id, 'active');
        return done;
      });
      return { status: 200, body: { status: 'success', data: [updated] } };
    },
  }) satisfies Partial<HandlerTable>;
