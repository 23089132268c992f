import type { Gender } from '../../../domain/entities/patient';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { questionnaireQuery } from '../../../domain/registration-flow/questionnaire-query';
import type { QuestionnaireStep } from '../../../domain/registration-steps/steps-state';
import type { ProductType } from '../../../domain/shared/product-type';
import { ok, type Result } from '../../../domain/shared/result';
import type { QuestionnairesPort } from '../../ports/questionnaires.port';

/**
 * The questions a step holds, read again in the language the patient switched to (the adapters ask in
 * the current one): the step's list, and each follow-up already read by its id. Answered by question id,
 * so the engine swaps the words and keeps every answer, which refers to questions and options by id.
 */
export class RewordQuestionnaireUseCase {
  constructor(private readonly questionnaires: QuestionnairesPort) {}

  async execute(input: {
    readonly productType: ProductType;
    readonly step: QuestionnaireStep;
    readonly gender: Gender;
    readonly known: readonly RegistrationQuestion[];
  }): Promise<Result<ReadonlyMap<string, RegistrationQuestion>>> {
    const listed = await this.questionnaires.list(questionnaireQuery(input.productType, input.step, input.gender));
    if (!listed.ok) return listed;
    const read = new Map(listed.value.map((question) => [question._id, question]));
    const followUps = await Promise.all(
      input.known.filter((question) => !read.has(question._id)).map((question) => this.questionnaires.question(question._id)),
    );
    for (const followUp of followUps) {
      if (!followUp.ok) return followUp;
      read.set(followUp.value._id, followUp.value);
    }
    return ok(read);
  }
}
