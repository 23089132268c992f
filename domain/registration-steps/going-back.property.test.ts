import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { ProductType } from '../shared/product-type';
import { goBack, previousStepAnswered, type StepPreviousAnswer, type StepsTransition } from './going-back';
import { initialStepsState, type QuestionnaireStep, type QuestionRef, type StepsState } from './steps-state';
import { TREATMENT_SUB_STEPS, type TreatmentSubStep } from './sub-steps';

/**
 * Model-based test of the going-back machine (spec §4): random walks of a patient moving forward through
 * the steps, pressing back, and the server answering step-previous updates, checked after every command
 * against a plain model that keeps the patient's position as indexes and a stack of visited sub-steps.
 */

type Location = '/steps' | '/user/subscriptions';

interface Real {
  state: StepsState;
  status: 'register' | 'active';
  location: Location;
  stepPreviousInFlight: number;
}

interface QuestionsModel {
  list: readonly QuestionRef[];
  index: number;
  chat: boolean;
}

interface Model {
  readonly order: readonly string[];
  readonly productType: ProductType;
  mainIndex: number;
  /** Treatment sub-steps the patient has seen, the current one last. */
  visited: TreatmentSubStep[];
  questionnaires: Record<QuestionnaireStep, QuestionsModel>;
  card: boolean;
  selfie: boolean;
  inFlight: boolean;
  status: 'register' | 'active';
  location: Location;
  nextQuestionId: number;
}

const QUESTIONNAIRE_STEPS: readonly QuestionnaireStep[] = ['questions', 'globalQuestions'];

const currentStep = (m: Model): string => m.order[m.mainIndex] as string;
const isQuestionnaire = (step: string): step is QuestionnaireStep => step === 'questions' || step === 'globalQuestions';
const onSteps = (m: Model): boolean => m.location === '/steps' && !m.inFlight;

const perform = (real: Real, transition: StepsTransition): void => {
  real.state = transition.state;
  for (const effect of transition.effects) {
    if (effect.kind === 'send-step-previous') real.stepPreviousInFlight += 1;
    if (effect.kind === 'set-status') real.status = effect.status;
    if (effect.kind === 'navigate') real.location = effect.to;
  }
};

const descendantsOf = (list: readonly QuestionRef[], id: string): string[] =>
  list.filter((question) => question.immediateParentQId === id).flatMap((child) => [child._id, ...descendantsOf(list, child._id)]);

const expectSame = (m: Model, r: Real): void => {
  expect(r.state.step).toBe(currentStep(m));
  expect(r.state.treatment).toEqual({ subStep: m.visited.at(-1), passed: m.visited.slice(0, -1) });
  for (const step of QUESTIONNAIRE_STEPS) {
    const q = m.questionnaires[step];
    expect(r.state.questionnaires[step]).toEqual({ questions: q.list, index: q.index, chatMessageShowing: q.chat });
  }
  expect(r.state.paymentSubStep).toBe(m.card ? 'card' : 'address');
  expect(r.state.identityStep).toBe(m.selfie ? 2 : 1);
  expect(r.state.awaitingPreviousStep).toBe(m.inFlight);
  expect(r.stepPreviousInFlight).toBe(m.inFlight ? 1 : 0);
  expect(r.status).toBe(m.status);
  expect(r.location).toBe(m.location);
};

class PressBack implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>): boolean => m.location === '/steps';
  run(m: Model, r: Real): void {
    const before = m.mainIndex;
    perform(r, goBack(r.state));
    this.model(m);
    expect(m.mainIndex).toBeLessThanOrEqual(before);
    expectSame(m, r);
  }
  private model(m: Model): void {
    if (m.inFlight) return;
    const previousMainStep = (): void => {
      if (m.mainIndex === 0) {
        m.status = 'active';
        m.location = '/user/subscriptions';
      } else {
        m.inFlight = true;
      }
    };
    const step = currentStep(m);
    if (step === 'treatment') {
      if (m.productType === 'hl' || m.productType === 'ag' || m.visited.at(-1) === 'GenericOptions') previousMainStep();
      else m.visited.pop();
    } else if (isQuestionnaire(step)) {
      const q = m.questionnaires[step];
      if (q.chat) q.chat = false;
      else if (q.index > 0) {
        const dropped = new Set(descendantsOf(q.list, (q.list[q.index] as QuestionRef)._id));
        q.list = q.list.filter((question) => !dropped.has(question._id));
        q.index -= 1;
      } else previousMainStep();
    } else if (step === 'payment') {
      if (m.card) m.card = false;
      else previousMainStep();
    } else if (step === 'photo') {
      if (m.selfie) m.selfie = false;
      else {
        m.card = true;
        previousMainStep();
      }
    } else previousMainStep();
  }
  toString = (): string => 'back';
}

class ServerAnswers implements fc.Command<Model, Real> {
  constructor(private readonly outcome: 'previous-step' | 'completed' | 'failure') {}
  check = (m: Readonly<Model>): boolean => m.inFlight;
  run(m: Model, r: Real): void {
    const answer: StepPreviousAnswer =
      this.outcome === 'previous-step'
        ? { ok: true, registrationStep: m.order[m.mainIndex - 1] as string }
        : { ok: false, message: this.outcome === 'completed' ? 'Cannot update subscription! Subscription completed.' : 'Service unavailable' };
    perform(r, previousStepAnswered(r.state, answer));
    r.stepPreviousInFlight -= 1;
    m.inFlight = false;
    if (this.outcome === 'previous-step') m.mainIndex -= 1;
    if (this.outcome === 'completed') m.location = '/user/subscriptions';
    expectSame(m, r);
  }
  toString = (): string => `server answers ${this.outcome}`;
}

/** The patient completes the current main step and the server moves them on. */
class NextMainStep implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>): boolean => onSteps(m) && m.mainIndex < m.order.length - 1;
  run(m: Model, r: Real): void {
    m.mainIndex += 1;
    const step = currentStep(m);
    if (step === 'payment') m.card = false;
    if (step === 'photo') m.selfie = false;
    r.state = {
      ...r.state,
      step,
      paymentSubStep: step === 'payment' ? 'address' : r.state.paymentSubStep,
      identityStep: step === 'photo' ? 1 : r.state.identityStep,
    };
    expectSame(m, r);
  }
  toString = (): string => 'next main step';
}

/** A treatment sub-step is chosen; `skip` jumps over one, as a product with a single dose skips Dosage. */
class NextTreatmentSubStep implements fc.Command<Model, Real> {
  constructor(private readonly skip: boolean) {}
  check = (m: Readonly<Model>): boolean => onSteps(m) && currentStep(m) === 'treatment' && m.visited.at(-1) !== 'Packaging';
  run(m: Model, r: Real): void {
    const current = r.state.treatment.subStep;
    const nextIndex = Math.min(TREATMENT_SUB_STEPS.indexOf(current) + (this.skip ? 2 : 1), TREATMENT_SUB_STEPS.length - 1);
    const next = TREATMENT_SUB_STEPS[nextIndex] as TreatmentSubStep;
    r.state = { ...r.state, treatment: { subStep: next, passed: [...r.state.treatment.passed, current] } };
    m.visited.push(next);
    expectSame(m, r);
  }
  toString = (): string => `next treatment sub-step${this.skip ? ' (skipping one)' : ''}`;
}

/** The current question is answered: its follow-ups (and one of theirs) are inserted after it, and the next shows. */
class AnswerQuestion implements fc.Command<Model, Real> {
  constructor(
    private readonly followUps: number,
    private readonly nested: boolean,
  ) {}
  check = (m: Readonly<Model>): boolean => onSteps(m) && isQuestionnaire(currentStep(m));
  run(m: Model, r: Real): void {
    const step = currentStep(m) as QuestionnaireStep;
    const q = m.questionnaires[step];
    const parent = (q.list[q.index] as QuestionRef)._id;
    const inserted: QuestionRef[] = [];
    for (let n = 0; n < this.followUps; n += 1) {
      const id = `f${(m.nextQuestionId += 1)}`;
      inserted.push({ _id: id, immediateParentQId: parent });
      if (this.nested && n === 0) inserted.push({ _id: `f${(m.nextQuestionId += 1)}`, immediateParentQId: id });
    }
    const list = [...q.list.slice(0, q.index + 1), ...inserted, ...q.list.slice(q.index + 1)];
    const index = q.index < list.length - 1 ? q.index + 1 : q.index;
    m.questionnaires[step] = { list, index, chat: false };
    r.state = { ...r.state, questionnaires: { ...r.state.questionnaires, [step]: { questions: list, index, chatMessageShowing: false } } };
    expectSame(m, r);
  }
  toString = (): string => `answer with ${this.followUps} follow-ups${this.nested ? ' (nested)' : ''}`;
}

class ShowChatMessage implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>): boolean => onSteps(m) && isQuestionnaire(currentStep(m));
  run(m: Model, r: Real): void {
    const step = currentStep(m) as QuestionnaireStep;
    m.questionnaires[step].chat = true;
    const progress = r.state.questionnaires[step];
    r.state = { ...r.state, questionnaires: { ...r.state.questionnaires, [step]: { ...progress, chatMessageShowing: true } } };
    expectSame(m, r);
  }
  toString = (): string => 'chat-message question shows';
}

class ContinueToCard implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>): boolean => onSteps(m) && currentStep(m) === 'payment' && !m.card;
  run(m: Model, r: Real): void {
    m.card = true;
    r.state = { ...r.state, paymentSubStep: 'card' };
    expectSame(m, r);
  }
  toString = (): string => 'address done, card shows';
}

class ContinueToSelfie implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>): boolean => onSteps(m) && currentStep(m) === 'photo' && !m.selfie;
  run(m: Model, r: Real): void {
    m.selfie = true;
    r.state = { ...r.state, identityStep: 2 };
    expectSame(m, r);
  }
  toString = (): string => 'ID photo taken, selfie shows';
}

const topLevelQuestions = (prefix: string) =>
  fc.integer({ min: 1, max: 4 }).map((count) => Array.from({ length: count }, (_, n): QuestionRef => ({ _id: `${prefix}${n}` })));

const start = fc.record({
  order: fc.shuffledSubarray(['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'], { minLength: 1 }),
  productType: fc.constantFrom<ProductType>('wl', 'hl', 'ag', 'ed'),
  startAt: fc.nat(),
  questions: topLevelQuestions('q'),
  globalQuestions: topLevelQuestions('g'),
});

const commands = fc.commands(
  [
    fc.constant(new PressBack()),
    fc.constant(new PressBack()),
    fc.constantFrom('previous-step', 'completed', 'failure').map((outcome) => new ServerAnswers(outcome as 'previous-step')),
    fc.constant(new NextMainStep()),
    fc.boolean().map((skip) => new NextTreatmentSubStep(skip)),
    fc.tuple(fc.integer({ min: 0, max: 2 }), fc.boolean()).map(([count, nested]) => new AnswerQuestion(count, nested)),
    fc.constant(new ShowChatMessage()),
    fc.constant(new ContinueToCard()),
    fc.constant(new ContinueToSelfie()),
  ],
  { maxCommands: 80 },
);

describe('the going-back machine against its model (spec §4, "Going back")', () => {
  test.prop([start, commands], { numRuns: 300 })('agrees with the model on every press and every server answer', (s, cmds) => {
    const mainIndex = s.startAt % s.order.length;
    const step = s.order[mainIndex] as string;
    const setup = (): { model: Model; real: Real } => ({
      model: {
        order: s.order,
        productType: s.productType,
        mainIndex,
        visited: ['GenericOptions'],
        questionnaires: {
          questions: { list: s.questions, index: 0, chat: false },
          globalQuestions: { list: s.globalQuestions, index: 0, chat: false },
        },
        card: false,
        selfie: false,
        inFlight: false,
        status: 'register',
        location: '/steps',
        nextQuestionId: 0,
      },
      real: {
        state: initialStepsState({
          productType: s.productType,
          stepsOrder: s.order,
          step,
          questionnaires: { questions: s.questions, globalQuestions: s.globalQuestions },
        }),
        status: 'register',
        location: '/steps',
        stepPreviousInFlight: 0,
      },
    });
    fc.modelRun(setup, cmds);
  });
});
