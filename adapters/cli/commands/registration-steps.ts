import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { DraftAnswer } from '../../../domain/check-in/check-in-answers';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { parseExpiry } from '../../../domain/registration-flow/card-entry';
import { completedDraft, planCandidates, resolvedPlan, TREATMENT_DIMENSIONS } from '../../../domain/registration-flow/plan-choices';
import { isQuestionnaireFinished, messageRead } from '../../../domain/registration-flow/questionnaire-progress';
import type { QuestionnaireStep } from '../../../domain/registration-steps/steps-state';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { CliContext } from '../cli-context';
import { draftAnswerFor, type RegistrationAnswers } from './registration-answers';
import { AREAS } from '../../container/tokens';
import { priceOfPlan } from '../../../domain/registration-flow/plan-price';

const PHOTOS_WANTED = 'Identity verification is on: the answers file needs photos.cardID and photos.selfie';

/** The type a photo is sent with when it is sent as it is (one that cannot be decoded); re-encoded photos are JPEG. */
const MIME_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.heic': 'image/heic',
  '.webp': 'image/webp',
};

/** One step of the registration run from the answers file: the subscription as the step left it. */
export type StepRun = (
  context: CliContext,
  subscription: SubscriptionDetails,
  answers: RegistrationAnswers,
  patientId: string,
) => Promise<Result<SubscriptionDetails>>;

/** The basics, saved and checked as the form does; a field the rules refuse is an error naming it. */
const basicStep: StepRun = async (context, subscription, answers, patientId) => {
  const saved = await context.get(AREAS.registration).saveBasics.execute({ patientId, subscriptionId: subscription._id, form: answers.basics });
  if (!saved.ok) return saved;
  if (saved.value.kind === 'invalid') {
    return fail(
      `The basics are refused: ${Object.entries(saved.value.errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ')}`,
      400,
    );
  }
  return ok(saved.value.subscription);
};

/** One questionnaire, question by question as the app asks them, each answer saved on the way. */
const questionnaireStep =
  (step: QuestionnaireStep): StepRun =>
  async (context, subscription, answers, patientId) => {
    const loaded = await context.get(AREAS.registration).loadQuestionnaire.execute({
      subscriptionId: subscription._id,
      patientId,
      productType: subscription.productType,
      step,
      gender: answers.basics.gender,
    });
    if (!loaded.ok) return loaded;
    let { known, progress, logExists } = loaded.value;
    const draft = new Map<string, DraftAnswer>(loaded.value.draft);
    for (let turn = 0; turn < 300 && !isQuestionnaireFinished(progress); turn += 1) {
      const current = progress.questions[progress.index]!;
      const given = draftAnswerFor(current, answers.answers);
      if (given) draft.set(current._id, given);
      const answered = await context.get(AREAS.registration).answerQuestion.execute({
        subscriptionId: subscription._id,
        patientId,
        productType: subscription.productType,
        questionType: loaded.value.questionType,
        known,
        draft,
        progress,
        logExists,
      });
      if (!answered.ok) return fail(`"${current.question}" (${current._id}): ${answered.error.message}`, answered.error.statusCode, answered.error.code);
      if (answered.value.blocked)
        return fail('These answers mean the treatment cannot be prescribed online: the patient is blocked for a review by the medical team', 409);
      ({ known } = answered.value);
      logExists = true;
      progress = messageRead(answered.value.progress, known, draft);
    }
    return context.get(AREAS.registration).advance.execute(subscription._id);
  };

/** The treatment: the file's choices where it makes them, the defaults (most popular) for the rest. */
const treatmentStep: StepRun = async (context, subscription, answers) => {
  if (answers.coupon) {
    const applied = await context.get(AREAS.registration).applyCoupon.execute(subscription._id, answers.coupon);
    if (!applied.ok) return fail(`Coupon ${answers.coupon}: ${applied.error.message}`, applied.error.statusCode, applied.error.code);
    context.output.info(`  coupon ${answers.coupon} applied`);
    subscription = applied.value;
  }
  const options = await context
    .get(AREAS.registration)
    .loadTreatmentOptions.execute({ productType: subscription.productType, subscriptionId: subscription._id });
  if (!options.ok) return options;
  const candidates = planCandidates(options.value.products);
  const order = TREATMENT_DIMENSIONS.map((entry) => entry.dimension);
  const draft = completedDraft(candidates, order, answers.treatment);
  const plan = resolvedPlan(candidates, order, draft);
  if (!plan || !draft.packageType) return fail('The catalogue offers no treatment for these choices', 409);
  context.output.info(
    `  ${plan.product.productName}, ${plan.variation.variationName} ${plan.dose.strength}, ${plan.reception} uses a month, every ${plan.delivery} month(s)`,
  );
  const price = priceOfPlan(options.value.prices, plan);
  return context.get(AREAS.registration).chooseTreatment.execute({
    subscription,
    choice: {
      productId: plan.product._id,
      variationId: plan.variation._id,
      doseId: plan.dose._id,
      frequencyOfReception: plan.reception,
      frequencyOfDelivery: plan.delivery,
      packageType: draft.packageType,
      addonIds: answers.treatment.addonIds ?? [],
    },
    price,
  });
};

/**
 * The address (the candidate the file names when the service offers several), then the card; only once
 * the file has the photos the identity check wants, so that no payment is held for a registration that
 * cannot finish. A payment held already (a run stopped before its answer came) is never made again: the
 * registration just moves on.
 */
const paymentStep: StepRun = async (context, subscription, answers) => {
  if (subscription.creditCard !== null) {
    context.output.info('  a payment is held already: nothing is charged again');
    return context.get(AREAS.registration).advance.execute(subscription._id);
  }
  const identityCheck = await context.get(AREAS.registration).loadIdentityVerification.execute(subscription._id);
  if (!identityCheck.ok) return identityCheck;
  if (identityCheck.value.enabled && !answers.photos) return fail(PHOTOS_WANTED, 400);
  const registration = context.get(AREAS.registration);
  const states = await registration.loadEnabledStates.execute();
  if (!states.ok) return states;
  const address = await registration.verifyAddress.execute({ address: answers.address, servedStates: states.value });
  if (!address.ok) return address;
  const outcome = address.value;
  if (outcome.kind === 'invalid' || outcome.kind === 'needs-unit' || outcome.kind === 'state-not-served') {
    return fail(`The address is refused (${outcome.kind}${outcome.kind === 'invalid' ? `: ${Object.values(outcome.errors).join('; ')}` : ''})`, 400);
  }
  if (outcome.kind === 'choose') {
    const chosen = outcome.candidates[answers.addressCandidate];
    if (!chosen)
      return fail(`The address service offers ${outcome.candidates.length} candidate(s): addressCandidate ${answers.addressCandidate} is not one`, 400);
    const saved = await registration.saveShippingAddress.execute({ address: { ...chosen, secondAddress: chosen.secondAddress ?? '' }, reship: false });
    if (!saved.ok) return saved;
    context.output.info(`  shipping to ${chosen.address}, ${chosen.city}, ${chosen.state} ${chosen.zipCode} (${chosen.matchCode})`);
  } else {
    const saved = await registration.saveShippingAddress.execute({ address: outcome.address, reship: false });
    if (!saved.ok) return saved;
    context.output.info(`  shipping to ${saved.value.address}, ${saved.value.city}, ${saved.value.state} ${saved.value.zipCode}`);
  }

  const summary = await context.get(AREAS.registration).loadPaymentSummary.execute(subscription._id);
  if (!summary.ok) return summary;
  const expiry = parseExpiry(answers.card.expiry);
  if (!expiry) return fail('card.expiry must be MM/YY', 400);
  const amount = summary.value.periods[0]?.total ?? 0;
  const card = { number: answers.card.number, expMonth: expiry.month, expYear: expiry.year, cvc: answers.card.cvc };
  let paid = await context.get(AREAS.registration).pay.execute({ subscriptionId: subscription._id, card, amount, retry: null });
  // No answer: the same attempt once more (same token and idempotency key), never a new charge.
  if (paid.ok && paid.value.kind === 'interrupted')
    paid = await context.get(AREAS.registration).pay.execute({ subscriptionId: subscription._id, card, amount, retry: paid.value.attempt });
  if (!paid.ok) return paid;
  const payment = paid.value;
  if (payment.kind === 'interrupted') return fail(payment.message, 503, 'network_error');
  if (payment.kind !== 'paid') return fail(payment.message, payment.kind === 'declined' ? 402 : 409, payment.code);
  context.output.info(`  $${payment.payment.sum.toFixed(2)} held on the card`);
  return context.get(AREAS.registration).advance.execute(subscription._id);
};

/** The ID photo and the selfie from the files named, unless identity verification is off. */
const photoStep: StepRun = async (context, subscription, answers) => {
  const state = await context.get(AREAS.registration).loadIdentityVerification.execute(subscription._id);
  if (!state.ok) return state;
  if (state.value.enabled) {
    if (!answers.photos) return fail(PHOTOS_WANTED, 400);
    for (const kind of ['cardID', 'selfie'] as const) {
      const path = answers.photos[kind];
      const file = new Blob([new Uint8Array(await readFile(path))], { type: MIME_TYPES[extname(path).toLowerCase()] ?? '' });
      const uploaded = await context
        .get(AREAS.registration)
        .uploadIdentityPhoto.execute({ subscriptionId: subscription._id, kind, file, name: basename(path), rules: state.value.rules });
      if (!uploaded.ok) return fail(`${kind}: ${uploaded.error.message}`, uploaded.error.statusCode, uploaded.error.code);
    }
  } else {
    context.output.info('  identity verification is off: skipped');
  }
  return context.get(AREAS.registration).advance.execute(subscription._id);
};

/** What the CLI does at each registration step, by the step's name. */
export const REGISTRATION_STEPS: Readonly<Record<string, StepRun>> = {
  basic: basicStep,
  questions: questionnaireStep('questions'),
  globalQuestions: questionnaireStep('globalQuestions'),
  treatment: treatmentStep,
  payment: paymentStep,
  photo: photoStep,
};
