import { makeAutoObservable, observableRef } from 'mobx';
import type { ChatMessage } from '../../../domain/entities/chat';
import type { OutgoingMessage } from '../../../domain/chat/outgoing-message';

/** The patient's messages in one conversation that the server has not confirmed yet, oldest first. */
export class OutgoingMessages {
  items: readonly OutgoingMessage[] = [];

  constructor() {
    makeAutoObservable(this, { items: observableRef }, { autoBind: true });
  }

  add(text: string): OutgoingMessage {
    const item: OutgoingMessage = { key: crypto.randomUUID(), text, state: 'sending', error: null };
    this.items = [...this.items, item];
    return item;
  }

  find(key: string): OutgoingMessage | undefined {
    return this.items.find((item) => item.key === key);
  }

  failed(key: string, error: string): void {
    this.update(key, { state: 'failed', error });
  }

  /** A failed message goes again; false for one already on its way (a second try at once could double it). */
  resend(key: string): boolean {
    if (this.find(key)?.state !== 'failed') return false;
    this.update(key, { state: 'sending', error: null });
    return true;
  }

  remove(key: string): void {
    this.items = this.items.filter((item) => item.key !== key);
  }

  /**
   * The live echo of the patient's own message can come before the answer to the send: the first one on
   * its way with that text is then on screen as the server's copy.
   */
  echoed(message: ChatMessage): void {
    const match = this.items.find((item) => item.state === 'sending' && item.text === message.message);
    if (match) this.remove(match.key);
  }

  /** What the composer's status line says, read by screen readers as it changes. */
  get status(): string | null {
    if (this.items.some((item) => item.state === 'failed')) return 'A message was not sent: Retry it in the conversation.';
    if (this.items.some((item) => item.state === 'sending')) return 'Sending your message…';
    return null;
  }

  private update(key: string, change: Pick<OutgoingMessage, 'state' | 'error'>): void {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...change } : item));
  }
}
