import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckInQuestion } from '../../../domain/entities/check-in-question';
import { LoadCheckInQuestionnaireUseCase } from '../../../application/use-cases/subscriptions/load-check-in-questionnaire.use-case';
import { LoadSubscriptionUseCase } from '../../../application/use-cases/subscriptions/load-subscription.use-case';
import { RenewSubscriptionUseCase } from '../../../application/use-cases/subscriptions/renew-subscription.use-case';
import { ACTIVE, InMemoryPatientArea, NOW_MS } from '../../../tests/fakes/in-memory-patient-area.fake';
import { RenewalStore } from './renewal.store';

const effects: CheckInQuestion = {
  _id: 'effects',
  kind: 'yesNo',
  question: 'Any side effects?',
  description: null,
  qOptions: [
    { _id: 'effects-yes', label: 'Yes', followUpQuestions: [], blocksPatient: false, isExclusive: false },
    { _id: 'effects-no', label: 'No', followUpQuestions: [], blocksPatient: false, isExclusive: false },
  ],
  isFollowupQuestion: false,
  immediateParentQId: null,
  optionId: null,
  flagAsEmpty: false,
  input: null,
};

let area: InMemoryPatientArea;
let store: RenewalStore;

beforeEach(async () => {
  area = new InMemoryPatientArea();
  area.add(ACTIVE);
  area.questionnaires.set('renewalQuestions:ed', [effects]);
  store = new RenewalStore({
    loadSubscription: new LoadSubscriptionUseCase(area),
    loadCheckInQuestionnaire: new LoadCheckInQuestionnaireUseCase(area),
    renew: new RenewSubscriptionUseCase(area, area, area, { now: () => NOW_MS }),
  });
  await store.load(ACTIVE._id);
  store.draft.choose(effects, 'effects-no');
});

describe('a renewal the card on file declines', () => {
  it('says so, offers the card change, and keeps the answers', async () => {
    area.failNext('renew', 'Your card was declined.', 402);
    expect(await store.renew()).toBe(false);
    expect(store).toMatchObject({ error: 'Your card was declined.', declined: true, outcome: null });
    expect(store.draft.toSend).toEqual([{ questionId: 'effects', optionIds: ['effects-no'] }]);
  });

  it('is not a decline when the server is away', async () => {
    area.failNext('renew', 'Service unavailable', 503);
    expect(await store.renew()).toBe(false);
    expect(store.declined).toBe(false);
  });

  it('shows the new card once changed, and renews on it with the same answers', async () => {
    area.failNext('renew', 'Your card was declined.', 402);
    await store.renew();
    area.add({ ...ACTIVE, creditCard: { cardType: 'MasterCard', cardNumber: '4444' } });
    await store.cardChanged();
    expect(store.subscription?.creditCard).toMatchObject({ cardType: 'MasterCard', cardNumber: '4444' });
    expect(store).toMatchObject({ error: null, declined: false });
    expect(await store.renew()).toBe(true);
    expect(area.calls.filter((call) => call.startsWith('renew'))).toHaveLength(2);
    expect(store.outcome?.subscription.status).toBe('active');
  });
});
