import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatMessage } from '../../../domain/entities/chat';
import type { QuestionCategory } from '../../../domain/navigation/help-panel';
import type { Result } from '../../../domain/shared/result';
import type { AskQuestionUseCase } from '../../../application/use-cases/chat/ask-question.use-case';

/**
 * The help side panel ('How can we help you?') and its contact dialog (spec §2). Any layout opens it:
 * the patient area's Help, the steps header's 'Help?'.
 */
export class HelpPanelStore {
  panelOpen = false;
  contactOpen = false;
  /** The category the contact dialog opens on (a help option's), else its first. */
  contactCategory: QuestionCategory | null = null;
  sending = false;

  constructor(private readonly askQuestion: AskQuestionUseCase) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  openPanel(): void {
    this.panelOpen = true;
  }

  closePanel(): void {
    this.panelOpen = false;
  }

  /** An account, shipping or billing issue (or a registering patient's question): the panel gives way to the contact dialog. */
  openContact(category: QuestionCategory | null = null): void {
    this.panelOpen = false;
    this.contactCategory = category;
    this.contactOpen = true;
  }

  closeContact(): void {
    this.contactOpen = false;
  }

  /** Posted to the support chat or the doctor's, by its category (POST /api/chat/question-to-doctor). */
  async send(question: { readonly category: QuestionCategory; readonly message: string }): Promise<Result<ChatMessage>> {
    this.sending = true;
    const posted = await this.askQuestion.execute(question);
    runInAction(() => {
      this.sending = false;
    });
    return posted;
  }

  reset(): void {
    this.panelOpen = false;
    this.contactOpen = false;
    this.contactCategory = null;
    this.sending = false;
  }
}
