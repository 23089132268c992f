import { createContainer } from '../../../adapters/container/create-container';
import { httpModule } from '../../../adapters/container/http.module';
import { nodeModule } from '../../../adapters/container/node.module';
import { MemoryStorageAdapter } from '../../../adapters/storage/memory-storage.adapter';
import type { DraftAnswer } from '../../../domain/check-in/check-in-answers';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { completedDraft, planCandidates, resolvedPlan, TREATMENT_DIMENSIONS } from '../../../domain/registration-flow/plan-choices';
import { isQuestionnaireFinished, messageRead } from '../../../domain/registration-flow/questionnaire-progress';
import type { QuestionnaireStep } from '../../../domain/registration-steps/steps-state';
import type { ProductType } from '../../../domain/shared/product-type';
import type { Result } from '../../../domain/shared/result';
import { stripedPng } from '../../support/png';
import { multipleChoiceFor, numberFor, singleChoiceFor, textFor } from '../../support/treatable-answers';
import { AREAS } from '../../../adapters/container/tokens';

/**
 * A fresh patient taken through registration by the app's own use cases over HTTP (as the CLI's
 * `register` does), up to the step a test starts from: the screen under test is the only one the browser
 * drives. Answers are those of a patient who can be treated (tests/support/treatable-answers.ts).
 */

export type RegistrationStop = 'basic' | 'questions' | 'globalQuestions' | 'treatment' | 'payment' | 'photo' | 'done';

export interface RegisteredPatient {
  readonly email: string;
  readonly password: string;
  readonly subscriptionId: string;
}

const PASSWORD = 'Journey123';
const random = (below: number) => Math.floor(Math.random() * below);

const must = <T>(result: Result<T>, what: string): T => {
  if (!result.ok) throw new Error(`${what}: ${result.error.message}`);
  return result.value;
};

const answerOf = (question: RegistrationQuestion): DraftAnswer => {
  const labels = question.qOptions.map((option) => option.label);
  const optionOf = (label: string) => question.qOptions.filter((option) => option.label === label).map((option) => option._id);
  switch (question.kind) {
    case 'singleChoice':
    case 'yesNo':
      return { optionIds: optionOf(singleChoiceFor(question.question, labels)), text: '' };
    case 'multipleChoice':
      return { optionIds: optionOf(multipleChoiceFor(labels)), text: '' };
    case 'number':
      return { optionIds: [], text: numberFor(question.question) };
    case 'date':
      return { optionIds: [], text: '2024-01-15' };
    default:
      return { optionIds: [], text: textFor(question.question) ?? '' };
  }
};

export const registeredPatient = async (
  origin: string,
  options: {
    readonly productType: ProductType;
    readonly stopAt: RegistrationStop;
    readonly gender?: 'male' | 'female';
    readonly firstName?: string;
    /** Stopped at the photo step: the ID photo is sent already, the selfie not. */
    readonly withIdPhoto?: boolean;
  },
): Promise<RegisteredPatient> => {
  const app = createContainer(nodeModule(new MemoryStorageAdapter()), httpModule(`${origin}/backend`));
  const email = `api.${options.productType}.${Date.now()}.${random(1e6)}@example.com`;
  const gender = options.gender ?? (options.productType === 'ed' || options.productType === 'hl' ? 'male' : 'female');
  const signedUp = must(
    await app
      .get(AREAS.session)
      .signUp.execute({ email, password: PASSWORD, patient: { firstName: options.firstName ?? 'Robin', lastName: 'Api', productType: options.productType } }),
    'sign-up',
  );
  if (signedUp.kind !== 'signed-in' || !signedUp.user.patient) throw new Error('sign-up did not sign in');
  const patientId = signedUp.user.patient._id;
  let subscription = must(await app.get(AREAS.registration).startRegistration.execute(options.productType), 'registration');

  const questionnaire = async (step: QuestionnaireStep, current: SubscriptionDetails) => {
    const loaded = must(
      await app.get(AREAS.registration).loadQuestionnaire.execute({ subscriptionId: current._id, patientId, productType: current.productType, step, gender }),
      step,
    );
    let { known, progress, logExists } = loaded;
    const draft = new Map<string, DraftAnswer>(loaded.draft);
    for (let turn = 0; turn < 300 && !isQuestionnaireFinished(progress); turn += 1) {
      const question = progress.questions[progress.index]!;
      if (question.kind !== 'chatMessage') draft.set(question._id, answerOf(question));
      const answered = must(
        await app.get(AREAS.registration).answerQuestion.execute({
          subscriptionId: current._id,
          patientId,
          productType: current.productType,
          questionType: loaded.questionType,
          known,
          draft,
          progress,
          logExists,
        }),
        question.question,
      );
      ({ known } = answered);
      logExists = true;
      progress = messageRead(answered.progress, known, draft);
    }
    return must(await app.get(AREAS.registration).advance.execute(current._id), `${step} done`);
  };

  const steps: Readonly<Record<string, (current: SubscriptionDetails) => Promise<SubscriptionDetails>>> = {
    basic: async (current) => {
      const phone = `(212) ${200 + random(800)}-${String(random(10_000)).padStart(4, '0')}`;
      const saved = must(
        await app
          .get(AREAS.registration)
          .saveBasics.execute({ patientId, subscriptionId: current._id, form: { gender, birthDate: '07-04-1990', zipCode: '10001', phone } }),
        'basics',
      );
      if (saved.kind !== 'saved') throw new Error(`basics refused: ${JSON.stringify(saved)}`);
      return saved.subscription;
    },
    questions: (current) => questionnaire('questions', current),
    globalQuestions: (current) => questionnaire('globalQuestions', current),
    treatment: async (current) => {
      const catalogue = must(
        await app.get(AREAS.registration).loadTreatmentOptions.execute({ productType: current.productType, subscriptionId: current._id }),
        'catalogue',
      );
      const candidates = planCandidates(catalogue.products);
      const order = TREATMENT_DIMENSIONS.map((entry) => entry.dimension);
      const draft = completedDraft(candidates, order, {});
      const plan = resolvedPlan(candidates, order, draft);
      if (!plan || !draft.packageType) throw new Error('no plan');
      const choice = {
        productId: plan.product._id,
        variationId: plan.variation._id,
        doseId: plan.dose._id,
        frequencyOfReception: plan.reception,
        frequencyOfDelivery: plan.delivery,
        packageType: draft.packageType,
        addonIds: [],
      };
      return must(await app.get(AREAS.registration).chooseTreatment.execute({ subscription: current, choice, price: null }), 'treatment');
    },
    payment: async (current) => {
      const states = must(await app.get(AREAS.registration).loadEnabledStates.execute(), 'states');
      const verified = must(
        await app.get(AREAS.registration).verifyAddress.execute({
          address: { address: '1500 E Colfax Ave', secondAddress: '', city: 'Denver', state: 'CO', zipCode: '80218' },
          servedStates: states,
        }),
        'address',
      );
      const shipping = verified.kind === 'choose' ? { ...verified.candidates[0]!, secondAddress: '' } : verified.kind === 'confirmed' ? verified.address : null;
      if (shipping) must(await app.get(AREAS.registration).saveShippingAddress.execute({ address: shipping, reship: false }), 'address saved');
      const summary = must(await app.get(AREAS.registration).loadPaymentSummary.execute(current._id), 'payment summary');
      const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
      const paid = must(
        await app.get(AREAS.registration).pay.execute({ subscriptionId: current._id, card, amount: summary.periods[0]?.total ?? 0, retry: null }),
        'payment',
      );
      if (paid.kind !== 'paid') throw new Error(`payment: ${paid.kind}`);
      return must(await app.get(AREAS.registration).advance.execute(current._id), 'payment done');
    },
    photo: async (current) => {
      for (const kind of ['cardID', 'selfie'] as const) await uploadPhoto(current, kind);
      return must(await app.get(AREAS.registration).advance.execute(current._id), 'photo done');
    },
  };
  const uploadPhoto = async (current: SubscriptionDetails, kind: 'cardID' | 'selfie') => {
    const rules = must(await app.get(AREAS.registration).loadIdentityVerification.execute(current._id), 'identity').rules;
    const file = new Blob([new Uint8Array(stripedPng(640, 480))], { type: 'image/png' });
    must(await app.get(AREAS.registration).uploadIdentityPhoto.execute({ subscriptionId: current._id, kind, file, name: `${kind}.png`, rules }), kind);
  };

  while (subscription.registrationStep !== options.stopAt && subscription.registrationStep !== 'done') {
    const run: ((current: SubscriptionDetails) => Promise<SubscriptionDetails>) | undefined = steps[subscription.registrationStep];
    if (!run) throw new Error(`unknown step ${subscription.registrationStep}`);
    subscription = await run(subscription);
  }
  if (options.withIdPhoto && subscription.registrationStep === 'photo') await uploadPhoto(subscription, 'cardID');
  return { email, password: PASSWORD, subscriptionId: subscription._id };
};
