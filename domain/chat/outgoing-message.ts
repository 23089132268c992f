import type { ChatMessage } from '../entities/chat';

/** A text message the patient sent that the server has not confirmed yet: on its way, or refused ('Not sent'). */
export interface OutgoingMessage {
  /** Made once per message and sent with every try of it, so the server posts it once; also its key in the list. */
  readonly key: string;
  readonly text: string;
  readonly state: 'sending' | 'failed';
  /** Why the last try failed. */
  readonly error: string | null;
}

/** A conversation shows the server's messages, then the patient's own still outgoing. */
export type ThreadEntry = ChatMessage | OutgoingMessage;

export const isOutgoing = (entry: ThreadEntry): entry is OutgoingMessage => 'key' in entry;
