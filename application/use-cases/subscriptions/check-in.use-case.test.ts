import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckInQuestion } from '../../../domain/entities/check-in-question';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { ACTIVE, InMemoryPatientArea, NOW_MS } from '../../../tests/fakes/in-memory-patient-area.fake';
import { LoadCheckInQuestionnaireUseCase } from './load-check-in-questionnaire.use-case';
import { RenewSubscriptionUseCase } from './renew-subscription.use-case';
import { SubmitFollowUpUseCase } from './submit-follow-up.use-case';

const clock = { now: () => NOW_MS };
const question = (id: string, extra: Partial<CheckInQuestion> = {}): CheckInQuestion => ({
  _id: id,
  kind: 'yesNo',
  question: `${id}?`,
  description: null,
  qOptions: [
    { _id: `${id}-yes`, label: 'Yes', followUpQuestions: [], blocksPatient: false, isExclusive: false },
    { _id: `${id}-no`, label: 'No', followUpQuestions: [], blocksPatient: false, isExclusive: false },
  ],
  isFollowupQuestion: false,
  immediateParentQId: null,
  optionId: null,
  flagAsEmpty: false,
  input: null,
  ...extra,
});
const nitrates = question('nitrates', {
  qOptions: [
    { _id: 'nitrates-yes', label: 'Yes', followUpQuestions: [], blocksPatient: true, isExclusive: false },
    { _id: 'nitrates-no', label: 'No', followUpQuestions: [], blocksPatient: false, isExclusive: false },
  ],
});
const RENEWAL = [question('intro', { kind: 'chatMessage', qOptions: [] }), question('effects'), nitrates];
const ANSWERS = [
  { questionId: 'effects', optionIds: ['effects-no'] },
  { questionId: 'nitrates', optionIds: ['nitrates-no'] },
];
const id = ACTIVE._id;

let area: InMemoryPatientArea;
let renew: RenewSubscriptionUseCase;

beforeEach(() => {
  area = new InMemoryPatientArea();
  area.add(ACTIVE);
  area.questionnaires.set('renewalQuestions:ed', RENEWAL);
  area.questionnaires.set('followupVisitQuestions:ed', [question('satisfied')]);
  renew = new RenewSubscriptionUseCase(area, area, area, clock);
});

describe('the check-in questionnaires', () => {
  it('loads the renewal questions of the product type', async () => {
    expect(await new LoadCheckInQuestionnaireUseCase(area).execute({ kind: 'renewalQuestions', productType: 'ed' })).toEqual({ ok: true, value: RENEWAL });
  });

  it('sends a complete follow-up, and refuses an incomplete one without sending it', async () => {
    const followUp = new SubmitFollowUpUseCase(area, area, clock);
    expect(await followUp.execute({ subscriptionId: id, productType: 'ed', answers: [] })).toEqual({
      ok: false,
      error: { message: PATIENT_AREA_MESSAGES.questionnaireIncomplete, statusCode: 400 },
    });
    const sent = await followUp.execute({ subscriptionId: id, productType: 'ed', answers: [{ questionId: 'satisfied', optionIds: ['satisfied-yes'] }] });
    expect(sent).toMatchObject({ ok: true, value: { followUp: { submittedAt: expect.any(String) } } });
    expect(area.calls.filter((call) => call.startsWith('follow-up'))).toEqual([`follow-up 1 ${id}`]);
  });
});

describe('renewing', () => {
  it('charges once and creates an order', async () => {
    const renewed = await renew.execute({ subscriptionId: id, productType: 'ed', answers: ANSWERS });
    expect(renewed).toMatchObject({ ok: true, value: { subscription: { status: 'active' }, charge: { status: 'success' }, order: { status: 'processing' } } });
    expect(area.chargeList).toHaveLength(1);
    expect(area.orders).toHaveLength(1);
  });

  it('stops at an answer that needs the doctor, charging nothing', async () => {
    const answers = [ANSWERS[0]!, { questionId: 'nitrates', optionIds: ['nitrates-yes'] }];
    expect(await renew.execute({ subscriptionId: id, productType: 'ed', answers })).toEqual({
      ok: false,
      error: { message: PATIENT_AREA_MESSAGES.renewalBlocked, statusCode: 400 },
    });
    expect(area.calls.some((call) => call.startsWith('renew'))).toBe(false);
  });

  it('retries a renewal whose answer was lost with the same key, and uses a new key once the server has answered', async () => {
    area.failNext('renew', 'We could not reach the server.', 503);
    const lost = await renew.execute({ subscriptionId: id, productType: 'ed', answers: ANSWERS });
    expect(lost).toEqual({ ok: false, error: { message: 'We could not reach the server.', statusCode: 503 } });
    expect(await renew.execute({ subscriptionId: id, productType: 'ed', answers: ANSWERS })).toMatchObject({ ok: true });
    await renew.execute({ subscriptionId: id, productType: 'ed', answers: ANSWERS });
    const keys = area.calls.filter((call) => call.startsWith('renew')).map((call) => call.split(' ')[1]);
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('spends the key on a refusal (e.g. a declined card), and gives other answers their own key', async () => {
    area.failNext('renew', 'Your card has expired.', 402);
    await renew.execute({ subscriptionId: id, productType: 'ed', answers: ANSWERS });
    await renew.execute({ subscriptionId: id, productType: 'ed', answers: ANSWERS });
    area.failNext('renew', 'We could not reach the server.', 503);
    await renew.execute({ subscriptionId: id, productType: 'ed', answers: [ANSWERS[1]!, ANSWERS[0]!] });
    const keys = area.calls.filter((call) => call.startsWith('renew')).map((call) => call.split(' ')[1]);
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });
});
