import { describe, expect, it } from 'vitest';
import { newId } from '../../../server/ids';
import type { RunningReferenceServer } from '../../../server/reference-server';
import { jpegHeader } from '../../support/jpeg-header';
import { stripedPng } from '../../support/png';
import type { ContractClient } from '../contract-client';

type Option = { _id: string; label: string; followUpQuestions: string[]; blocksPatient: boolean; isExclusive: boolean };
type Question = {
  _id: string;
  type: string;
  sequence: number;
  kind: string;
  question: string;
  productType: string | null;
  gender: string | null;
  isFollowupQuestion: boolean;
  immediateParentQId: string | null;
  optionId: string | null;
  isGlobalQuestion: boolean;
  isReQuestionnaire: boolean;
  qOptions: Option[];
  label?: string | null;
  description?: string | null;
  measure?: string | null;
};
type AnswerRecord = { questionId: string; question: string; optionIds: string[]; optionLabels: string[]; value: string | number | null };
type VisitLog = {
  _id: string;
  isBlockedUser: boolean;
  blockReason: { source: string; questionId: string | null } | null;
  questionnaires: { questionType: string; lastQuestionIndex: number; answers: AnswerRecord[] }[];
};
type Answer = { questionId: string; optionIds?: string[]; value?: string | number };
type Patient = { token: string; userId: string; patientId: string };

const MB = 1024 * 1024;
const NOT_FOUND_LOG = 'Online visit log not found!';

const bytes = (length: number, head: readonly number[]): Uint8Array<ArrayBuffer> => {
  const result = new Uint8Array(new ArrayBuffer(length));
  result.set(head);
  return result;
};
const JPEG = jpegHeader(1200, 800);
const PNG = new Uint8Array(stripedPng(640, 480));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT_AS_JPEG = new TextEncoder().encode('not really a photo');

/** Questionnaires, the visit log, subscription files, lookups, ad-pixel events and the address service. */
export const questionnairesFilesLookupsScenarios = (api: () => ContractClient, server: () => RunningReferenceServer) => {
  const db = () => server().context.db;

  const newPatient = async (email: string): Promise<Patient> => {
    const token = await api().signUpAndIn(email);
    const created = await api().call('POST', '/api/patient', { token, body: { email } });
    const { userId, patientId } = created.body.data?.[0] as { userId: string; patientId: string };
    return { token, userId, patientId };
  };

  /** Subscriptions are created by another area's operations; here the row is set up directly. */
  const addSubscription = async (patientId: string, productType: string): Promise<string> => {
    const id = newId();
    const doc = { _id: id, status: 'pending', productType, patientId, registrationStep: 'questions', registrationStepsOrder: ['basic', 'questions'] };
    await db().query('insert into subscriptions (id, patient_id, doc) values ($1, $2, $3)', [id, patientId, doc]);
    return id;
  };

  const questions = async (token: string, query: string): Promise<Question[]> => {
    const result = await api().call('GET', `/api/questionnaires?${query}`, { token });
    expect(result.status).toBe(200);
    return result.body.data as Question[];
  };
  const find = (list: readonly Question[], text: string): Question => {
    const question = list.find((candidate) => candidate.question.includes(text));
    if (!question) throw new Error(`no question with '${text}'`);
    return question;
  };
  const optionId = (question: Question, label: string): string => {
    const option = question.qOptions.find((candidate) => candidate.label === label);
    if (!option) throw new Error(`no option '${label}' in '${question.question}'`);
    return option._id;
  };
  const choose = (question: Question, ...labels: string[]): Answer => ({
    questionId: question._id,
    optionIds: labels.map((label) => optionId(question, label)),
  });
  const value = (question: Question, answer: string | number): Answer => ({ questionId: question._id, value: answer });

  const writeLog = (method: 'POST' | 'PUT', token: string, subscriptionId: string, body: object, query = '') =>
    api().call(method, `/api/online-visit-log/${subscriptionId}${query}`, { token, body });
  const logOf = (result: { body: { data?: unknown[] } }) => result.body.data?.[0] as VisitLog;

  const upload = async (path: string, token: string | undefined, field: string, files: { data: Uint8Array<ArrayBuffer>; name: string }[]) => {
    const form = new FormData();
    for (const file of files) form.append(field, new Blob([file.data]), file.name);
    const response = await fetch(`${server().apiBase()}${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
    expect(response.status, path).not.toBe(500);
    return {
      status: response.status,
      body: (await response.json()) as { message?: string; data?: { _id: string; url: string; mimeType: string; kind: string }[] },
    };
  };
  const download = async (path: string, token: string) => {
    const response = await fetch(`${server().apiBase()}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, path).not.toBe(500);
    return { status: response.status, type: response.headers.get('content-type') ?? '', data: new Uint8Array(await response.arrayBuffer()) };
  };
  const json = (data: Uint8Array) => JSON.parse(new TextDecoder().decode(data)) as { status: string; message: string; data: unknown[] };
  const medicalUrls = async (subscriptionId: string): Promise<string[]> => {
    const found = await db().query<{ urls: string[] | null }>(`select doc->'medicalPhotoUrls' as urls from subscriptions where id = $1`, [subscriptionId]);
    return found.rows[0]?.urls ?? [];
  };

  describe('questionnaires, visit log, files, lookups, events and addresses', () => {
    it('needs a token everywhere but on the public lookups and the questionnaires', async () => {
      const id = newId();
      const secured: [string, string][] = [
        ['GET', `/api/questionnaire/${id}`],
        ['GET', `/api/global-answers/patient/${id}`],
        ['POST', `/api/patient/set-gender/${id}`],
        ['GET', `/api/online-visit-log/${id}`],
        ['POST', `/api/online-visit-log/${id}`],
        ['PUT', `/api/online-visit-log/${id}`],
        ['GET', `/api/online-visit-log/${id}/last-question-index?questionType=edQuestions`],
        ['GET', `/api/subscription/${id}/private-file?action=cardID`],
        ['GET', `/api/subscription/${id}/medical-files/${id}`],
        ['POST', '/api/fbevent'],
        ['GET', `/api/fbevent/${id}`],
        ['POST', '/address/suggestions'],
        ['POST', '/address/verify'],
        ['POST', '/address/zip-lookup'],
      ];
      for (const [method, path] of secured) {
        expect((await api().call(method, path)).status, `${method} ${path}`).toBe(401);
      }
      expect((await upload(`/api/subscription/medical-files/${id}`, undefined, 'files', [{ data: JPEG, name: 'a.jpg' }])).status).toBe(401);
      expect((await upload(`/api/subscription/${id}/private-file?action=selfie`, undefined, 'file', [{ data: JPEG, name: 'a.jpg' }])).status).toBe(401);
      for (const path of ['/get-medications', '/get-config?config=identityVerificationEnabled', '/get-enabled-states', '/api/questionnaires?productType=hl']) {
        expect((await api().call('GET', path)).status, path).toBe(200);
      }
    });

    it('lists each questionnaire by sequence: all four product types, follow-ups, genders, global, renewal and follow-up visit', async () => {
      const { token } = await newPatient('quinn.questions@example.com');
      const kinds = new Set<string>();
      const withBlocks = new Set<string>();
      for (const productType of ['ed', 'hl', 'wl', 'ag']) {
        const list = await questions(
          token,
          `sort=sequence&productType=${productType}&isReQuestionnaire=false&questionType=${productType}Questions&isGlobalQuestion=false`,
        );
        expect(list.length).toBeGreaterThan(8);
        expect(list.every((question) => question.type === `${productType}Questions` && question.productType === productType)).toBe(true);
        expect(list.map((question) => question.sequence)).toEqual([...list.map((question) => question.sequence)].sort((a, b) => a - b));
        expect(list.some((question) => question.isFollowupQuestion)).toBe(true);
        if (list.some((question) => question.qOptions.some((option) => option.blocksPatient))) withBlocks.add(productType);
        list.forEach((question) => kinds.add(question.kind));
        const renewal = await questions(token, `sort=sequence&productType=${productType}&isReQuestionnaire=true`);
        expect(renewal.length).toBeGreaterThan(3);
        expect(renewal.every((question) => question.type === 'renewalQuestions' && question.isReQuestionnaire)).toBe(true);
        const followupVisit = await questions(token, `productType=${productType}&questionType=followupVisitQuestions`);
        expect(followupVisit.length).toBeGreaterThan(2);
      }
      expect([...withBlocks].sort()).toEqual(['ed', 'wl']);
      expect([...kinds].sort()).toEqual(['chatMessage', 'date', 'multipleChoice', 'number', 'singleChoice', 'text', 'yesNo']);

      // wl, hl and ag: follow-ups left out and the stored gender applied (spec §5).
      for (const productType of ['wl', 'hl', 'ag']) {
        const women = await questions(token, `productType=${productType}&questionType=${productType}Questions&isFollowupQuestion=false&gender=female`);
        const men = await questions(token, `productType=${productType}&questionType=${productType}Questions&isFollowupQuestion=false&gender=male`);
        expect(women.every((question) => !question.isFollowupQuestion && question.gender !== 'male')).toBe(true);
        expect(women.some((question) => question.gender === 'female')).toBe(true);
        expect(men.some((question) => question.gender === 'male')).toBe(true);
        expect(men.every((question) => question.gender !== 'female')).toBe(true);
      }

      const global = await questions(token, 'sort=sequence&productType=wl&isReQuestionnaire=false&questionType=globalQuestions&isGlobalQuestion=true');
      expect(global.length).toBeGreaterThan(5);
      expect(global.every((question) => question.isGlobalQuestion && question.productType === null)).toBe(true);

      const tried = find(await questions(token, 'productType=wl&questionType=wlQuestions'), 'What have you tried to lose weight?');
      const surgery = tried.qOptions.find((option) => option.label === 'Weight-loss surgery');
      const followUpId = surgery?.followUpQuestions[0] ?? '';
      const followUp = await api().call('GET', `/api/questionnaire/${followUpId}`, { token });
      expect(followUp.status).toBe(200);
      expect(followUp.body.data?.[0]).toMatchObject({
        _id: followUpId,
        kind: 'date',
        isFollowupQuestion: true,
        immediateParentQId: tried._id,
        optionId: surgery?._id,
      });

      expect((await api().call('GET', `/api/questionnaire/${newId()}`, { token })).body.message).toBe('Question not found');
      expect((await api().call('GET', '/api/questionnaire/not-an-id', { token })).status).toBe(400);
      expect((await api().call('GET', '/api/questionnaires?productType=xx', { token })).status).toBe(400);
      expect((await api().call('GET', '/api/questionnaires?sort=-sequence', { token })).status).toBe(400);
    });

    it('answers the questions in the language asked for, with the same ids, so answers survive a switch of language', async () => {
      const patient = await newPatient('lucia.lengua@example.com');
      const { token } = patient;
      const idsOf = (list: readonly Question[]) => list.map((question) => [question._id, question.sequence, question.qOptions.map((option) => option._id)]);
      for (const query of [
        'productType=ed&questionType=edQuestions',
        'questionType=globalQuestions',
        'productType=wl&isReQuestionnaire=true',
        'productType=ag&questionType=followupVisitQuestions',
      ]) {
        const english = await questions(token, query);
        const spanish = await questions(token, `${query}&lang=es`);
        expect(idsOf(spanish), query).toEqual(idsOf(english));
        const texts = spanish.flatMap((question) => [question.question, ...question.qOptions.map((option) => option.label)]);
        expect(
          texts.every((text) => text.trim() !== ''),
          query,
        ).toBe(true);
        expect(
          spanish.filter((question, index) => question.question === english[index]?.question).map((question) => question.question),
          query,
        ).toEqual([]);
      }

      const nitrates = find(await questions(token, 'productType=ed&questionType=edQuestions&lang=es'), 'nitratos');
      expect(nitrates).toMatchObject({ label: 'Nitratos', description: expect.stringContaining('presión arterial') });
      expect(nitrates.qOptions.map((option) => option.label)).toEqual(['Sí', 'No']);
      expect(await questions(token, 'productType=ed&questionType=edQuestions&lang=es-US')).toEqual(
        await questions(token, 'productType=ed&questionType=edQuestions&lang=es'),
      );
      // A language the backend does not have is English, not an error: the app may offer more languages than a backend.
      expect(await questions(token, 'productType=ed&questionType=edQuestions&lang=fr')).toEqual(
        await questions(token, 'productType=ed&questionType=edQuestions'),
      );
      expect(await api().call('GET', '/api/questionnaires?lang=not%20a%20language', { token })).toMatchObject({
        status: 400,
        body: { code: 'invalid_request' },
      });

      const englishWl = await questions(token, 'productType=wl&questionType=wlQuestions&gender=female');
      const spanishWl = await questions(token, 'productType=wl&questionType=wlQuestions&gender=female&lang=es');
      const tried = find(spanishWl, '¿Qué ha probado para bajar de peso?');
      const surgery = tried.qOptions.find((option) => option.label === 'Cirugía para bajar de peso');
      const followUp = await api().call('GET', `/api/questionnaire/${surgery?.followUpQuestions[0] ?? ''}?lang=es`, { token });
      expect(followUp.body.data?.[0]).toMatchObject({ question: '¿Cuándo fue su cirugía?', kind: 'date', immediateParentQId: tried._id });
      const measures = (list: readonly Question[]) => list.filter((question) => question.measure).map((question) => [question._id, question.measure]);
      expect(measures(spanishWl)).toEqual(measures(englishWl));
      expect(measures(spanishWl).map(([, measure]) => measure)).toEqual(['heightInches', 'weightPounds', 'goalWeightPounds']);

      // Answers begun in English and finished in Spanish: the same ids, one log, kept in English for the provider.
      const subscriptionId = await addSubscription(patient.patientId, 'wl');
      const history = find(englishWl, 'weight over the past year');
      const inEnglish = [choose(history, 'I gained weight')];
      expect((await writeLog('POST', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 1, answers: inEnglish })).status).toBe(201);
      const activity = find(spanishWl, '¿Cuánta actividad física');
      const inSpanish = [...inEnglish, choose(activity, 'Actividad ligera, como caminar')];
      const saved = await writeLog('PUT', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 2, answers: inSpanish });
      expect(saved.status).toBe(200);
      expect(logOf(saved).questionnaires[0]?.answers).toEqual([
        expect.objectContaining({ questionId: history._id, optionIds: [optionId(history, 'I gained weight')], optionLabels: ['I gained weight'] }),
        expect.objectContaining({
          questionId: activity._id,
          question: 'How active are you in a typical week?',
          optionLabels: ['Light activity, such as walking'],
        }),
      ]);
    });

    it('stores the gender of the basic step', async () => {
      const patient = await newPatient('gale.gender@example.com');
      const set = await api().call('POST', `/api/patient/set-gender/${patient.patientId}`, { token: patient.token, body: { gender: 'female' } });
      expect(set).toMatchObject({ status: 200, body: { data: [{ _id: patient.patientId, basic: { gender: 'female' } }] } });
      const me = await api().call('GET', '/me', { token: patient.token });
      expect(me.body.data?.[0]).toMatchObject({ patient: { basic: { gender: 'female' } } });
      expect((await api().call('POST', `/api/patient/set-gender/${patient.patientId}`, { token: patient.token, body: { gender: 'other' } })).status).toBe(400);
      const extra = await api().call('POST', `/api/patient/set-gender/${patient.patientId}`, { token: patient.token, body: { gender: 'male', age: 40 } });
      expect(extra).toMatchObject({ status: 400, body: { message: "Invalid body: unknown field 'age'" } });
    });

    it('keeps the visit log of a subscription: not found first, then saved answers and the index per questionnaire', async () => {
      const patient = await newPatient('lou.log@example.com');
      const subscriptionId = await addSubscription(patient.patientId, 'wl');
      const { token } = patient;
      expect(await api().call('GET', `/api/online-visit-log/${subscriptionId}`, { token })).toMatchObject({ status: 404, body: { message: NOT_FOUND_LOG } });
      const index = (query: string) => api().call('GET', `/api/online-visit-log/${subscriptionId}/last-question-index?${query}`, { token });
      expect((await index('questionType=wlQuestions&isGlobalQuestion=false')).body.message).toBe(NOT_FOUND_LOG);
      const putBeforePost = await writeLog('PUT', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 0, answers: [] });
      expect(putBeforePost).toMatchObject({ status: 404, body: { message: NOT_FOUND_LOG } });

      const wl = await questions(token, 'productType=wl&questionType=wlQuestions&gender=female');
      const height = find(wl, 'How tall');
      const weight = find(wl, 'current weight');
      const history = find(wl, 'weight over the past year');
      const first = [value(height, 65), value(weight, 190), choose(history, 'I gained weight')];
      const created = await writeLog('POST', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 3, answers: first });
      expect(created.status).toBe(201);
      expect(logOf(created)).toMatchObject({ _id: subscriptionId, isBlockedUser: false, blockReason: null });
      expect(logOf(created).questionnaires).toEqual([
        expect.objectContaining({
          questionType: 'wlQuestions',
          lastQuestionIndex: 3,
          answers: expect.arrayContaining([expect.objectContaining({ questionId: history._id, optionLabels: ['I gained weight'] })]),
        }),
      ]);
      expect((await writeLog('POST', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 3, answers: first })).status).toBe(409);

      expect((await index('questionType=wlQuestions&isGlobalQuestion=false')).body.data).toEqual([{ questionType: 'wlQuestions', lastQuestionIndex: 3 }]);
      expect((await index('questionType=globalQuestions&isGlobalQuestion=true')).body.data).toEqual([
        { questionType: 'globalQuestions', lastQuestionIndex: 0 },
      ]);
      expect((await index('questionType=wlQuestions&isGlobalQuestion=true')).status).toBe(400);

      const tried = find(wl, 'What have you tried to lose weight?');
      const surgeryDate = find(wl, 'When did you have your surgery?');
      const more = [...first, choose(tried, 'Exercise', 'Weight-loss surgery'), value(surgeryDate, '2021-06-15')];
      expect((await writeLog('PUT', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 5, answers: more })).status).toBe(200);

      // The global questions: saved in the same log, and as the patient's global answers.
      const global = await questions(token, 'questionType=globalQuestions&isGlobalQuestion=true&gender=female');
      expect((await api().call('GET', `/api/global-answers/patient/${patient.patientId}`, { token })).body.data).toEqual([
        { patientId: patient.patientId, questionnaire: [], updatedAt: null },
      ]);
      const allergies = find(global, 'allergies to medicines');
      const allergyList = find(global, 'Which allergies');
      const globalAnswers = [choose(allergies, 'Yes'), value(allergyList, 'Penicillin: hives'), choose(find(global, 'pregnant'), 'No')];
      expect((await writeLog('PUT', token, subscriptionId, { questionType: 'globalQuestions', lastQuestionIndex: 2, answers: globalAnswers })).status).toBe(
        200,
      );
      const saved = await api().call('GET', `/api/global-answers/patient/${patient.patientId}`, { token });
      expect((saved.body.data?.[0] as { questionnaire: AnswerRecord[] }).questionnaire).toEqual(
        expect.arrayContaining([expect.objectContaining({ questionId: allergyList._id, value: 'Penicillin: hives' })]),
      );

      // Another device: a new sign-in resumes at the same place of each questionnaire.
      const otherDevice = (await api().call('POST', '/identity/sign-in', { body: { email: 'lou.log@example.com', password: 'Contract123' } })).body
        .data?.[0] as { accessToken: string };
      const resumed = await api().call('GET', `/api/online-visit-log/${subscriptionId}`, { token: otherDevice.accessToken });
      const byType = Object.fromEntries(logOf(resumed).questionnaires.map((entry) => [entry.questionType, entry.lastQuestionIndex]));
      expect(byType).toEqual({ wlQuestions: 5, globalQuestions: 2 });

      // Taking an answer back removes it and its follow-up: the write replaces that questionnaire's answers.
      const takenBack = [...first, choose(tried, 'Exercise')];
      const replaced = await writeLog('PUT', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 4, answers: takenBack });
      const wlEntry = logOf(replaced).questionnaires.find((entry) => entry.questionType === 'wlQuestions');
      expect(wlEntry?.answers.map((answer) => answer.questionId)).not.toContain(surgeryDate._id);
    });

    it('refuses answers that break the questionnaire and saves nothing of them', async () => {
      const patient = await newPatient('rae.rules@example.com');
      const subscriptionId = await addSubscription(patient.patientId, 'wl');
      const { token } = patient;
      const wl = await questions(token, 'productType=wl&questionType=wlQuestions');
      const ed = await questions(token, 'productType=ed&questionType=edQuestions');
      const height = find(wl, 'How tall');
      const history = find(wl, 'weight over the past year');
      const tried = find(wl, 'What have you tried to lose weight?');
      const surgeryDate = find(wl, 'When did you have your surgery?');
      const welcome = wl.find((question) => question.kind === 'chatMessage') as Question;
      await writeLog('POST', token, subscriptionId, { questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [value(height, 70)] });

      const refusals: [object, string | RegExp][] = [
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [{ questionId: newId(), value: 1 }] }, 'is not a question of this questionnaire'],
        [
          { questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [choose(find(ed, 'How did it start?'), 'Gradually')] },
          'is not a question of this questionnaire',
        ],
        [{ questionType: 'edQuestions', lastQuestionIndex: 1, answers: [] }, 'This subscription is for wl: its questionnaire is wlQuestions, not edQuestions'],
        [
          { questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [{ questionId: history._id, optionIds: [tried.qOptions[0]?._id] }] },
          'is not one of its options',
        ],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [choose(history, 'I gained weight', 'I lost weight')] }, 'choose only one option'],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [choose(tried, 'Exercise', 'Nothing yet')] }, "'Nothing yet' is chosen alone"],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [value(height, 20)] }, 'the answer is between 48 and 96 inches'],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [value(height, 'tall')] }, 'the answer is a number'],
        [
          { questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [choose(tried, 'Weight-loss surgery'), value(surgeryDate, '2999-01-01')] },
          'the date cannot be in the future',
        ],
        [
          { questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [choose(tried, 'Weight-loss surgery'), value(surgeryDate, '2021-02-30')] },
          'the answer is a date written YYYY-MM-DD',
        ],
        [
          { questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [choose(tried, 'Exercise'), value(surgeryDate, '2021-02-03')] },
          'it follows up an option that was not chosen',
        ],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [value(welcome, 'ok')] }, 'it shows a message and takes no answer'],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [value(height, 70), value(height, 71)] }, 'it is answered twice'],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 500, answers: [] }, /lastQuestionIndex 500 is past the end of wlQuestions/],
        [{ questionType: 'wlQuestions', lastQuestionIndex: 1, answers: [], notes: 'x' }, "Invalid body: unknown field 'notes'"],
      ];
      for (const [body, message] of refusals) {
        const refused = await writeLog('PUT', token, subscriptionId, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message).toMatch(message);
      }
      const after = logOf(await api().call('GET', `/api/online-visit-log/${subscriptionId}`, { token }));
      expect(after.questionnaires).toEqual([
        expect.objectContaining({ lastQuestionIndex: 1, answers: [expect.objectContaining({ questionId: height._id, value: 70 })] }),
      ]);
    });

    it('blocks a patient for a disqualifying answer or when the app says so, and the block stays', async () => {
      const patient = await newPatient('blake.blocked@example.com');
      const { token } = patient;
      const ed = await questions(token, 'productType=ed&questionType=edQuestions');
      const nitrates = find(ed, 'nitrate medicine');
      const onset = find(ed, 'How did it start?');
      expect(nitrates.qOptions.find((option) => option.label === 'Yes')?.blocksPatient).toBe(true);

      const edSubscription = await addSubscription(patient.patientId, 'ed');
      const blocked = await writeLog('POST', token, edSubscription, { questionType: 'edQuestions', lastQuestionIndex: 6, answers: [choose(nitrates, 'Yes')] });
      expect(logOf(blocked)).toMatchObject({ isBlockedUser: true, blockReason: { source: 'answer', questionId: nitrates._id } });
      const changedMind = await writeLog('PUT', token, edSubscription, {
        questionType: 'edQuestions',
        lastQuestionIndex: 6,
        answers: [choose(nitrates, 'No')],
      });
      expect(logOf(changedMind)).toMatchObject({ isBlockedUser: true, blockReason: { source: 'answer' } });

      const bySaying = await addSubscription(patient.patientId, 'ed');
      const reported = await writeLog(
        'POST',
        token,
        bySaying,
        { questionType: 'edQuestions', lastQuestionIndex: 1, answers: [choose(onset, 'Gradually')] },
        '?isBlockedUser=true',
      );
      expect(logOf(reported)).toMatchObject({ isBlockedUser: true, blockReason: { source: 'app', questionId: null } });

      const fine = await addSubscription(patient.patientId, 'ed');
      const notBlocked = await writeLog(
        'POST',
        token,
        fine,
        { questionType: 'edQuestions', lastQuestionIndex: 1, answers: [choose(onset, 'Gradually')] },
        '?isBlockedUser=false',
      );
      expect(logOf(notBlocked)).toMatchObject({ isBlockedUser: false, blockReason: null });
    });

    it('stores medical files, the ID photo and the selfie, checked by content, and gives them back', async () => {
      const patient = await newPatient('fran.files@example.com');
      const subscriptionId = await addSubscription(patient.patientId, 'hl');
      const { token } = patient;
      const none = await download(`/api/subscription/${subscriptionId}/private-file?action=cardID`, token);
      expect(none.status).toBe(200);
      expect(json(none.data)).toEqual({ status: 'success', message: 'No ID photo has been uploaded for this subscription yet', data: [] });

      const cardId = await upload(`/api/subscription/${subscriptionId}/private-file?action=cardID`, token, 'file', [{ data: JPEG, name: 'license.jpg' }]);
      expect(cardId).toMatchObject({ status: 201, body: { data: [{ kind: 'cardID', mimeType: 'image/jpeg' }] } });
      const selfie = await upload(`/api/subscription/${subscriptionId}/private-file?action=selfie`, token, 'file', [{ data: PNG, name: 'me.png' }]);
      expect(selfie).toMatchObject({ status: 201, body: { data: [{ kind: 'selfie', mimeType: 'image/png' }] } });
      const photo = await download(`/api/subscription/${subscriptionId}/private-file?action=cardID`, token);
      expect(photo).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(photo.data).toEqual(JPEG);
      expect((await download(`/api/subscription/${subscriptionId}/private-file?action=selfie`, token)).data).toEqual(PNG);

      const privatePath = `/api/subscription/${subscriptionId}/private-file?action=selfie`;
      expect((await upload(privatePath, token, 'file', [{ data: TEXT_AS_JPEG, name: 'selfie.jpg' }])).status).toBe(415);
      expect((await upload(privatePath, token, 'file', [{ data: PDF, name: 'selfie.pdf' }])).status).toBe(415);
      expect((await upload(privatePath, token, 'file', [{ data: bytes(0, []), name: 'empty.jpg' }])).body.message).toBe('The file is empty');
      expect((await upload(privatePath, token, 'photo', [{ data: JPEG, name: 'a.jpg' }])).body.message).toBe("Missing file field 'file'");
      expect((await upload(`/api/subscription/${subscriptionId}/private-file?action=passport`, token, 'file', [{ data: JPEG, name: 'a.jpg' }])).status).toBe(
        400,
      );
      const tooLarge = await upload(privatePath, token, 'file', [{ data: bytes(10 * MB + 1, [0xff, 0xd8, 0xff]), name: 'huge.jpg' }]);
      expect(tooLarge).toMatchObject({ status: 413, body: { message: 'The file is too large: at most 10 MB' } });
      expect((await download(privatePath, token)).data).toEqual(PNG);

      const medicalPath = `/api/subscription/medical-files/${subscriptionId}`;
      const medical = await upload(medicalPath, token, 'files', [
        { data: JPEG, name: 'scalp-top.jpg' },
        { data: PDF, name: 'lab-results.pdf' },
      ]);
      expect(medical.status).toBe(201);
      expect(medical.body.data?.map((file) => file.mimeType)).toEqual(['image/jpeg', 'application/pdf']);
      const urls = medical.body.data?.map((file) => file.url) ?? [];
      expect(await medicalUrls(subscriptionId)).toEqual(urls);
      const pdf = await download(urls[1] ?? '', token);
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(pdf.data).toEqual(PDF);

      const mixed = await upload(medicalPath, token, 'files', [
        { data: PNG, name: 'good.png' },
        { data: TEXT_AS_JPEG, name: 'notes.jpg' },
      ]);
      expect(mixed).toMatchObject({ status: 415, body: { message: expect.stringMatching(/^notes\.jpg: this file type is not accepted here/) } });
      const tooMany = await upload(
        medicalPath,
        token,
        'files',
        Array.from({ length: 11 }, (_, index) => ({ data: JPEG, name: `${index}.jpg` })),
      );
      expect(tooMany).toMatchObject({ status: 400, body: { message: 'At most 10 files can be sent at once' } });
      expect(await medicalUrls(subscriptionId)).toEqual(urls);
      expect((await upload(medicalPath, token, 'file', [{ data: JPEG, name: 'a.jpg' }])).body.message).toBe("Missing file field 'files'");
      expect((await download(`/api/subscription/${subscriptionId}/medical-files/${newId()}`, token)).status).toBe(404);
      // The ID photo is not a medical file, even for its owner.
      expect((await download(`/api/subscription/${subscriptionId}/medical-files/${cardId.body.data?.[0]?._id}`, token)).status).toBe(404);
    });

    it("gives neither patient the other's answers, gender, visit log, files or events", async () => {
      const setUp = async (email: string) => {
        const patient = await newPatient(email);
        const subscriptionId = await addSubscription(patient.patientId, 'ag');
        const concerns = find(await questions(patient.token, 'productType=ag&questionType=agQuestions'), 'What would you like to improve?');
        await writeLog('POST', patient.token, subscriptionId, {
          questionType: 'agQuestions',
          lastQuestionIndex: 2,
          answers: [choose(concerns, 'Fine lines and wrinkles')],
        });
        const medical = await upload(`/api/subscription/medical-files/${subscriptionId}`, patient.token, 'files', [{ data: JPEG, name: 'cheek.jpg' }]);
        await upload(`/api/subscription/${subscriptionId}/private-file?action=cardID`, patient.token, 'file', [{ data: JPEG, name: 'id.jpg' }]);
        const event = await api().call('POST', '/api/fbevent', { token: patient.token, body: { eventName: 'Lead', eventId: `lead-${patient.userId}` } });
        return { ...patient, subscriptionId, concerns, medicalUrl: medical.body.data?.[0]?.url ?? '', eventId: (event.body.data?.[0] as { _id: string })._id };
      };
      const ana = await setUp('ana.access@example.com');
      const ben = await setUp('ben.access@example.com');

      for (const [intruder, victim] of [
        [ben, ana],
        [ana, ben],
      ] as const) {
        const token = intruder.token;
        const write = { questionType: 'agQuestions', lastQuestionIndex: 0, answers: [] };
        const attempts: [string, string, object?][] = [
          ['GET', `/api/global-answers/patient/${victim.patientId}`],
          ['POST', `/api/patient/set-gender/${victim.patientId}`, { gender: 'female' }],
          ['GET', `/api/online-visit-log/${victim.subscriptionId}`],
          ['GET', `/api/online-visit-log/${victim.subscriptionId}/last-question-index?questionType=agQuestions&isGlobalQuestion=false`],
          ['POST', `/api/online-visit-log/${victim.subscriptionId}`, write],
          ['PUT', `/api/online-visit-log/${victim.subscriptionId}`, write],
          ['GET', `/api/fbevent/${victim.eventId}`],
        ];
        for (const [method, path, body] of attempts) {
          const refused = await api().call(method, path, { token, ...(body ? { body } : {}) });
          expect(refused.status, `${method} ${path}`).toBe(404);
          expect(refused.body.data).toBeUndefined();
        }
        expect((await upload(`/api/subscription/medical-files/${victim.subscriptionId}`, token, 'files', [{ data: PNG, name: 'x.png' }])).status).toBe(404);
        expect(
          (await upload(`/api/subscription/${victim.subscriptionId}/private-file?action=cardID`, token, 'file', [{ data: PNG, name: 'x.png' }])).status,
        ).toBe(404);
        for (const path of [victim.medicalUrl, `/api/subscription/${victim.subscriptionId}/private-file?action=cardID`]) {
          const refused = await download(path, token);
          expect(refused.status, path).toBe(404);
          expect(json(refused.data)).toMatchObject({ status: 'error', message: 'Subscription not found' });
        }
        // Even through the intruder's own subscription, the victim's file id finds nothing.
        const fileId = victim.medicalUrl.split('/').pop();
        expect((await download(`/api/subscription/${intruder.subscriptionId}/medical-files/${fileId}`, token)).status).toBe(404);
      }

      for (const victim of [ana, ben]) {
        const me = await api().call('GET', '/me', { token: victim.token });
        expect(me.body.data?.[0]).toMatchObject({ patient: { basic: { gender: 'male' } } });
        const log = logOf(await api().call('GET', `/api/online-visit-log/${victim.subscriptionId}`, { token: victim.token }));
        expect(log.questionnaires[0]).toMatchObject({ lastQuestionIndex: 2, answers: [expect.objectContaining({ questionId: victim.concerns._id })] });
        expect((await download(`/api/subscription/${victim.subscriptionId}/private-file?action=cardID`, victim.token)).data).toEqual(JPEG);
        expect(await medicalUrls(victim.subscriptionId)).toEqual([victim.medicalUrl]);
      }
    });

    it('serves lookup lists, configuration values and the enabled states to anyone', async () => {
      const names = async (path: string) => ((await api().call('GET', path)).body.data as { name: string }[]).map((item) => item.name);
      expect((await names('/get-medications?search=viag'))[0]).toBe('Sildenafil');
      expect((await names('/get-medications?search=met')).slice(0, 3)).toEqual(['Metformin', 'Methotrexate', 'Metoprolol']);
      expect((await names('/get-medications?search=%25')).length).toBe(0);
      const conditions = await api().call('GET', '/get-conditions?search=hypertension');
      expect(conditions.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'High blood pressure', code: 'I10', system: 'cardiovascular' })]),
      );
      const foods = (await api().call('GET', '/get-allergies?system=food')).body.data as { system: string; type: string }[];
      expect(foods.length).toBeGreaterThan(5);
      expect(foods.every((item) => item.system === 'food' && item.type === 'allergies')).toBe(true);
      expect((await names('/get-allergies?search=amoxi'))[0]).toBe('Penicillin');
      expect((await api().call('GET', '/get-vitamins')).status).toBe(400);
      expect((await api().call('GET', '/get-medications?system=planetary')).status).toBe(400);

      expect((await api().call('GET', '/get-config?config=identityVerificationEnabled')).body.data).toEqual([
        expect.objectContaining({ name: 'identityVerificationEnabled', value: true }),
      ]);
      expect((await api().call('GET', '/get-config?config=photoUploadRules')).body.data?.[0]).toMatchObject({
        value: { maxBytes: 10 * MB, acceptedTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/webp'] },
      });
      expect((await api().call('GET', '/get-config?config=noSuchThing')).status).toBe(404);
      expect((await api().call('GET', '/get-config')).status).toBe(400);

      const states = (await api().call('GET', '/get-enabled-states')).body.data as { name: string; options: string[] }[];
      const codes = states.map((state) => state.options[0]);
      expect(codes).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'CO', 'FL']));
      expect(codes).not.toContain('AK');
      expect(states.map((state) => state.name)).toEqual([...states.map((state) => state.name)].sort());
    });

    it('logs ad-pixel events without health data, once per eventId, for their user only', async () => {
      const patient = await newPatient('pia.pixel@example.com');
      const { token } = patient;
      const purchase = { eventName: 'Purchase', eventId: 'purchase-0001', value: 49.99 };
      const logged = await api().call('POST', '/api/fbevent', { token, body: purchase });
      expect(logged).toMatchObject({ status: 201, body: { data: [{ eventName: 'Purchase', eventId: 'purchase-0001', value: 49.99, currency: 'USD' }] } });
      const again = await api().call('POST', '/api/fbevent', { token, body: purchase });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(logged.body.data);
      const eventId = (logged.body.data?.[0] as { _id: string })._id;
      expect((await api().call('GET', `/api/fbevent/${eventId}`, { token })).body.data).toEqual(logged.body.data);

      const refused: [object, string | RegExp][] = [
        [{ ...purchase, eventId: 'purchase-0002', productType: 'ed' }, "Invalid body: unknown field 'productType'"],
        [{ eventName: 'Lead', eventId: 'lead-00001', answers: [{ question: 'nitrates', answer: 'yes' }] }, "Invalid body: unknown field 'answers'"],
        [{ eventName: 'PageView', eventId: 'page-00001', value: 10 }, 'A PageView event carries no value'],
        [{ eventName: 'Purchase', eventId: 'purchase-0003', value: 10.001 }, 'value is in dollars with at most two decimals'],
        [
          { eventName: 'Lead', eventId: 'lead-00002', eventTime: new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString() },
          'eventTime must be within the last 7 days',
        ],
        [{ eventName: 'Lead', eventId: 'a b' }, /eventId/],
      ];
      for (const [body, message] of refused) {
        const result = await api().call('POST', '/api/fbevent', { token, body });
        expect(result.status, JSON.stringify(body)).toBe(400);
        expect(result.body.message).toMatch(message);
      }
      expect((await api().call('GET', `/api/fbevent/${newId()}`, { token })).body.message).toBe('Event not found');
    });

    it('suggests, verifies and looks up US addresses offline', async () => {
      const { token } = await newPatient('ada.address@example.com');
      const suggest = async (body: object) =>
        ((await api().call('POST', '/address/suggestions', { token, body })).body.data as { text: string }[]).map((s) => s.text);
      expect(await suggest({ search: '1500 Colf' })).toEqual(['1500 E Colfax Ave, Denver, CO 80218', '1500 W Colfax Ave, Denver, CO 80204']);
      expect(await suggest({ search: '1500 east colf' })).toEqual(['1500 E Colfax Ave, Denver, CO 80218']);
      expect((await suggest({ search: '1500 Market', state: 'CO' }))[0]).toBe('1500 Market St, Denver, CO 80202');
      expect(await suggest({ search: '1500 Market', limit: 1 })).toHaveLength(1);
      for (const body of [
        { search: 'a' },
        {},
        { search: '1500 Market', limit: 11 },
        { search: '1500 Market', state: 'ZZ' },
        { search: '1500 Market', zipCode: '80202' },
      ]) {
        expect((await api().call('POST', '/address/suggestions', { token, body })).status, JSON.stringify(body)).toBe(400);
      }

      const verify = async (body: object) => {
        const result = await api().call('POST', '/address/verify', { token, body });
        expect(result.status).toBe(200);
        return result.body.data as { address: string; secondAddress: string | null; city: string; state: string; zipCode: string; matchCode: string }[];
      };
      const ambiguous = await verify({ address: '1500 Colfax Ave', city: 'Denver', state: 'CO', match: 'invalid', candidates: 2 });
      expect(ambiguous.map((c) => [c.address, c.zipCode, c.matchCode])).toEqual([
        ['1500 E Colfax Ave', '80218', 'Y'],
        ['1500 W Colfax Ave', '80204', 'Y'],
      ]);
      expect(await verify({ address: '1600 east colfax avenue', zipCode: '80203', match: 'invalid', candidates: 2 })).toEqual([
        expect.objectContaining({ address: '1600 E Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218', matchCode: 'Y' }),
      ]);
      expect((await verify({ address: '1600 E Colfx Ave', city: 'Denver', state: 'CO', match: 'invalid', candidates: 2 }))[0]).toMatchObject({
        address: '1600 E Colfax Ave',
        matchCode: 'Y',
      });
      expect((await verify({ address: '1200 Brickell Ave', city: 'Miami', state: 'FL', match: 'invalid', candidates: 2 }))[0]).toMatchObject({
        matchCode: 'D',
        secondAddress: null,
      });
      expect(
        (await verify({ address: '1200 Brickell Ave', secondAddress: 'apartment 1503', city: 'Miami', state: 'FL', match: 'invalid', candidates: 2 }))[0],
      ).toMatchObject({
        matchCode: 'Y',
        secondAddress: 'Apt 1503',
      });
      expect((await verify({ address: '300 E 6th St #2', city: 'Austin', state: 'TX', match: 'invalid', candidates: 2 }))[0]).toMatchObject({
        matchCode: 'S',
        secondAddress: null,
      });
      expect((await verify({ address: '1500 Market St', match: 'invalid', candidates: 2 })).map((c) => c.city).sort()).toEqual(['Denver', 'San Francisco']);
      expect((await verify({ address: '1500 Market St', state: 'CO', match: 'invalid', candidates: 2 })).map((c) => c.city)).toEqual(['Denver']);
      const unknown = { address: '99999 nowhere road', city: 'Springfield', state: 'IL', zipCode: '62701', candidates: 2 };
      expect(await verify({ ...unknown, match: 'invalid' })).toEqual([
        {
          candidateIndex: 0,
          address: '99999 Nowhere Rd',
          secondAddress: null,
          city: 'Springfield',
          state: 'IL',
          zipCode: '62701',
          matchCode: 'N',
          matchDescription: 'The address could not be confirmed.',
        },
      ]);
      expect(await verify({ ...unknown, match: 'strict' })).toEqual([]);
      expect((await api().call('POST', '/address/verify', { token, body: { address: '1 Main St', state: 'ZZ' } })).status).toBe(400);

      const lookUp = (zipCode: unknown) => api().call('POST', '/address/zip-lookup', { token, body: { zipCode } });
      expect((await lookUp('10001')).body.data).toEqual([{ zipCode: '10001', city: 'New York', state: 'NY', stateName: 'New York' }]);
      expect((await lookUp('10598')).body.data).toEqual([{ zipCode: '10598', city: null, state: 'NY', stateName: 'New York' }]);
      expect(await lookUp('00000')).toMatchObject({ status: 404, body: { message: 'ZIP code not found' } });
      for (const zipCode of ['1234', '10001-1234', 10001, undefined]) expect((await lookUp(zipCode)).status, String(zipCode)).toBe(400);
    });

    it('takes what the patient typed only in bodies, answering with nothing kept in a cache', async () => {
      const { token } = await newPatient('ada.uncached@example.com');
      const lookups: [string, object][] = [
        ['/address/suggestions', { search: '1500 Colf' }],
        ['/address/verify', { address: '1500 Colfax Ave', city: 'Denver', state: 'CO' }],
        ['/address/zip-lookup', { zipCode: '10001' }],
      ];
      for (const [path, body] of lookups) {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const answer = await fetch(`${server().apiBase()}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
        expect((await fetch(`${server().apiBase()}${path}`, { headers })).status, `GET ${path}`).toBe(405);
      }
      expect((await api().call('GET', '/address/zip/10001', { token })).status).toBe(404);
    });
  });
};
