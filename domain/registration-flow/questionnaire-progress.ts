import { draftOf, isChoice, visibleQuestions, type Draft } from '../check-in/check-in-answers';
import type { Gender } from '../entities/patient';
import type { RegistrationQuestion } from '../entities/registration-question';
import type { QuestionnaireProgress } from '../registration-steps/steps-state';

/**
 * The questionnaire engine's own rules (the going-back machine lives in registration-steps/going-back).
 * `known` is every question the app holds for one questionnaire: the list it asked for, and the follow-ups
 * read one by one since; kept in sequence order, which the server numbers depth-first, so a follow-up
 * always comes after the question and option that reveal it.
 */

/** Questions for everyone and for the patient's gender; a man is never asked about pregnancy, whatever the query. */
export const forGender = (questions: readonly RegistrationQuestion[], gender: Gender): RegistrationQuestion[] =>
  questions.filter((question) => question.gender === null || question.gender === gender);

/** The known questions with `more` added, once each, in sequence order. */
export const withQuestions = (known: readonly RegistrationQuestion[], more: readonly RegistrationQuestion[]): RegistrationQuestion[] => {
  const byId = new Map(known.map((question) => [question._id, question]));
  for (const question of more) byId.set(question._id, question);
  return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
};

/** A follow-up that is a message from the care team: it shows over its question instead of taking a turn. */
const isChatFollowUp = (question: RegistrationQuestion): boolean => question.isFollowupQuestion && question.kind === 'chatMessage';

/** The known questions that show for these answers (check-in rules: a follow-up shows under its chosen option). */
const showing = (known: readonly RegistrationQuestion[], draft: Draft): RegistrationQuestion[] => {
  const visible = new Set(visibleQuestions(known, draft).map((question) => question._id));
  return known.filter((question) => visible.has(question._id));
};

/** The follow-ups the chosen options of `question` reveal, in option order. */
const revealedIdsOf = (question: RegistrationQuestion, draft: Draft): string[] => {
  if (!isChoice(question)) return [];
  const chosen = draftOf(draft, question._id).optionIds;
  return question.qOptions.filter((option) => chosen.includes(option._id)).flatMap((option) => option.followUpQuestions);
};

/**
 * The follow-ups the answers reveal that the app has not read yet (each is read with GET
 * /api/questionnaire/{id}); only follow-ups of questions that show are asked for.
 */
export const unknownFollowUps = (known: readonly RegistrationQuestion[], draft: Draft): string[] => {
  const knownIds = new Set(known.map((question) => question._id));
  const missing = showing(known, draft)
    .flatMap((question) => revealedIdsOf(question, draft))
    .filter((id) => !knownIds.has(id));
  return [...new Set(missing)];
};

/**
 * The questions that take a turn, in order, for answers given so far: every top-level question (a welcome
 * message included) and each follow-up an answer reveals, right after its parent; message follow-ups show
 * over their question instead. A patient resumes on it, on any device (see resumedProgress).
 */
export const questionsInTurn = (known: readonly RegistrationQuestion[], draft: Draft): RegistrationQuestion[] =>
  showing(known, draft).filter((question) => !isChatFollowUp(question));

/** The care-team messages the answer to `question` reveals, in option order: they show before the next question. */
export const revealedMessages = (known: readonly RegistrationQuestion[], question: RegistrationQuestion, draft: Draft): RegistrationQuestion[] => {
  const ids = revealedIdsOf(question, draft);
  return ids
    .map((id) => known.find((candidate) => candidate._id === id))
    .filter((found): found is RegistrationQuestion => found !== undefined && isChatFollowUp(found));
};

/** Drops the follow-ups inserted for `parentId`, and theirs in turn (they come after their parent: one pass). */
const withoutFollowUpsOf = (questions: readonly RegistrationQuestion[], parentId: string): RegistrationQuestion[] => {
  const dropped = new Set<string | null>([parentId]);
  return questions.filter((question) => {
    if (!dropped.has(question.immediateParentQId)) return true;
    dropped.add(question._id);
    return false;
  });
};

/** The questions taking a turn that the chosen options of `question` reveal (care-team messages show over it instead). */
const revealedTurnsOf = (question: RegistrationQuestion, known: readonly RegistrationQuestion[], draft: Draft): RegistrationQuestion[] =>
  revealedIdsOf(question, draft)
    .map((id) => known.find((candidate) => candidate._id === id))
    .filter((found): found is RegistrationQuestion => found !== undefined && !isChatFollowUp(found));

/**
 * To the next question. One answered before lists the follow-ups of its saved answer again when none are
 * listed: going back past it dropped them (spec §4), and "Question N of M" must not depend on the way it
 * was reached, nor change with a reload there (resumedProgress).
 */
const movedOn = (
  progress: QuestionnaireProgress<RegistrationQuestion>,
  known: readonly RegistrationQuestion[],
  draft: Draft,
): QuestionnaireProgress<RegistrationQuestion> => {
  const index = progress.index + 1;
  const next = progress.questions[index];
  if (!next || progress.questions.some((listed) => listed.immediateParentQId === next._id)) return { ...progress, index };
  const questions = [...progress.questions.slice(0, index + 1), ...revealedTurnsOf(next, known, draft), ...progress.questions.slice(index + 1)];
  return { ...progress, questions, index };
};

/**
 * The progress once the question at the current index is answered (and saved): its old follow-ups go, the
 * ones this answer reveals are inserted right after it, and the patient moves on, unless the answer reveals
 * a care-team message, which shows first (chatMessageShowing; Continue moves on, see messageRead).
 */
export const answeredCurrent = (
  progress: QuestionnaireProgress<RegistrationQuestion>,
  known: readonly RegistrationQuestion[],
  draft: Draft,
): QuestionnaireProgress<RegistrationQuestion> => {
  const current = progress.questions[progress.index];
  if (!current) return progress;
  const kept = withoutFollowUpsOf(progress.questions, current._id);
  const questions = [...kept.slice(0, progress.index + 1), ...revealedTurnsOf(current, known, draft), ...kept.slice(progress.index + 1)];
  if (revealedMessages(known, current, draft).length > 0) return { questions, index: progress.index, chatMessageShowing: true };
  return movedOn({ questions, index: progress.index, chatMessageShowing: false }, known, draft);
};

/** Continue under a showing care-team message: the message goes and the next question comes. */
export const messageRead = (
  progress: QuestionnaireProgress<RegistrationQuestion>,
  known: readonly RegistrationQuestion[],
  draft: Draft,
): QuestionnaireProgress<RegistrationQuestion> => (progress.chatMessageShowing ? movedOn({ ...progress, chatMessageShowing: false }, known, draft) : progress);

/**
 * Where a patient resumes: the saved index, within the questions in turn (the end when every one is answered).
 * Only the questions passed and the current one bring their follow-ups, as on screen before the reload:
 * going back drops the follow-ups of the question it leaves (spec §4); reaching it again brings them back.
 */
export const resumedProgress = (
  known: readonly RegistrationQuestion[],
  draft: Draft,
  lastQuestionIndex: number,
): QuestionnaireProgress<RegistrationQuestion> => {
  const inTurn = questionsInTurn(known, draft);
  const index = Math.max(0, Math.min(Math.floor(lastQuestionIndex), inTurn.length));
  const questions: RegistrationQuestion[] = [];
  const reachedIds = new Set<string>();
  for (const question of inTurn) {
    // A follow-up comes after its parent, so the parent's place is known by now.
    const parentId = question.isFollowupQuestion ? question.immediateParentQId : null;
    if (parentId !== null && !reachedIds.has(parentId)) continue;
    if (questions.length <= index) reachedIds.add(question._id);
    questions.push(question);
  }
  return { questions, index, chatMessageShowing: false };
};

/** Every question in turn was answered: the step can be completed. */
export const isQuestionnaireFinished = (progress: QuestionnaireProgress): boolean => progress.index >= progress.questions.length;
