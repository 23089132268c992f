import type { components } from '../../openapi/patient-api';
import { loadPresentedMessage } from '../chat/chat-view';
import type { Database } from '../database/database';
import type { AnswerLanguage } from '../http/answer-language';
import { findNotice } from '../notices/notices.repository';
import type { LiveSignal } from './live-signals';

export type LiveServerEvent = components['schemas']['LiveServerEvent'];

/** Who must hear of a signal, and what they are sent in their socket's language; null when its rows are gone. */
export const resolveLiveSignal = async (
  db: Pick<Database, 'query'>,
  signal: LiveSignal,
): Promise<{ readonly recipients: readonly string[]; readonly eventIn: (language: AnswerLanguage) => LiveServerEvent } | null> => {
  switch (signal.kind) {
    case 'newMessage': {
      const loaded = await loadPresentedMessage(db, signal.messageId);
      if (!loaded) return null;
      return {
        recipients: [loaded.chat.patient_user_id, loaded.chat.peer_user_id],
        eventIn: (language) => ({ event: 'newMessage', data: loaded.messageIn(language) }),
      };
    }
    case 'notification': {
      const found = await findNotice(db, signal.noticeId);
      return found ? { recipients: [found.userId], eventIn: (language) => ({ event: 'notification', data: found.noticeIn(language) }) } : null;
    }
    case 'noticeRead':
      return { recipients: [signal.userId], eventIn: () => ({ event: 'noticeRead', data: { _id: signal.noticeId } }) };
    case 'sessionsEnded':
      // Nothing is sent: the live connection closes the sockets of the ended sessions itself.
      return null;
  }
};
