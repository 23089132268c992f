import type { ChatMessage } from '../../../domain/entities/chat';
import { chatTextError } from '../../../domain/chat/attachments';
import { isQuestionCategory } from '../../../domain/navigation/help-panel';
import { fail, type Result } from '../../../domain/shared/result';
import type { ChatPort, Question } from '../../ports/chat.port';
import { refuseMalformed } from './malformed-ids';

/**
 * A question to the care team by its category (spec §2): plan, call and side-effects go to the doctor of a
 * treatment; account, order, photo and other to support. It opens the chat when there is none yet.
 */
export class AskQuestionUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute(question: Question): Promise<Result<ChatMessage>> {
    const forDoctor = isQuestionCategory('doctor', question.category);
    if (!forDoctor && !isQuestionCategory('support', question.category)) return Promise.resolve(fail('Choose what your question is about', 400));
    const error = chatTextError(question.message);
    if (error) return Promise.resolve(fail(error, 400));
    const subscriptionId = forDoctor ? question.subscriptionId : undefined;
    const refused = refuseMalformed('Treatment not found', subscriptionId);
    if (refused) return Promise.resolve(refused);
    return this.chats.askQuestion({ category: question.category, message: question.message.trim(), ...(subscriptionId ? { subscriptionId } : {}) });
  }
}
