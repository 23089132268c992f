/** How a question is answered (the contract's QuestionKind); chatMessage shows a message and takes no answer. */
export type QuestionKind = 'singleChoice' | 'multipleChoice' | 'yesNo' | 'text' | 'number' | 'date' | 'chatMessage';

export interface QuestionOption {
  readonly _id: string;
  readonly label: string;
  readonly followUpQuestions: readonly string[];
  /** Choosing it means the treatment cannot go on without the doctor. */
  readonly blocksPatient: boolean;
  /** In a multiple choice, chosen alone ("None of these"). */
  readonly isExclusive: boolean;
}

/**
 * A question of a renewal or follow-up questionnaire (spec §3 Question), follow-ups included, in
 * depth-first order: each follow-up right after the question and option that reveal it.
 */
export interface CheckInQuestion {
  readonly _id: string;
  readonly kind: QuestionKind;
  readonly question: string;
  readonly description: string | null;
  readonly qOptions: readonly QuestionOption[];
  readonly isFollowupQuestion: boolean;
  readonly immediateParentQId: string | null;
  readonly optionId: string | null;
  /** The patient may leave it empty. */
  readonly flagAsEmpty: boolean;
  readonly input: {
    readonly min?: number;
    readonly max?: number;
    readonly maxLength?: number;
    readonly pastOnly?: boolean;
    readonly unit?: string;
    readonly placeholder?: string;
  } | null;
}

/** An answer as the API takes it (the contract's Answer). */
export interface CheckInAnswer {
  readonly questionId: string;
  readonly optionIds?: readonly string[];
  readonly value?: string | number;
}
