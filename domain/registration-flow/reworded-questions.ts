/**
 * Questions in the words of the same questions read again (in another language): each replaced by its
 * namesake by id, in the same order; one not read again keeps its words. Answers refer to questions and
 * options by id, so none is lost.
 */
export const reworded = <Q extends { readonly _id: string }>(questions: readonly Q[], readAgain: ReadonlyMap<string, Q>): Q[] =>
  questions.map((question) => readAgain.get(question._id) ?? question);
