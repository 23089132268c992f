import type { CheckInQuestion } from '../../../domain/entities/check-in-question';

/** A questionnaire for someone writing answers: each question and option with the id to answer it by. */
export const questionList = (questions: readonly CheckInQuestion[]): string =>
  questions
    .map((q) =>
      [
        `${q.isFollowupQuestion ? `  (if ${q.immediateParentQId} is ${q.optionId}) ` : ''}${q._id} [${q.kind}${q.flagAsEmpty ? ', optional' : ''}] ${q.question}`,
        ...q.qOptions.map((o) => `    ${o._id}  ${o.label}${o.blocksPatient ? '  (needs the doctor)' : ''}`),
      ].join('\n'),
    )
    .join('\n');
