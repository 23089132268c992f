import { translate } from '../../i18n/translate';
import { useLanguage } from '../../i18n/use-language';
import { observer } from 'mobx-react-lite';
import type { Chat } from '../../../domain/entities/chat';
import { careTeamPeer } from '../../../domain/chat/chat-view';
import { chatPreviewText, chatSubtitleText, chatTitleText } from './chat-words';
import { useZone } from '../../components/use-zone';
import { showMoment } from '../../components/show-moment';
import { PeerAvatar } from '../../components/messaging-and-account/peer-avatar';
import type { UnreadMessagesStore } from '../../stores/shell/unread-messages.store';
import { badgeCount } from '../../../domain/formatting/badge-count';

export const unreadLabel = (count: number) => (count === 1 ? translate('1 unread message') : translate('{count} unread messages', { count }));

/** The conversations, most recent first: the care team's name, the latest message and what is unread. */
export const ChatList = observer(function ChatList({
  chats,
  selectedChatId,
  unread,
  myUserId,
  onSelect,
}: {
  readonly chats: readonly Chat[];
  readonly selectedChatId: string | null;
  readonly unread: UnreadMessagesStore;
  readonly myUserId: string;
  readonly onSelect: (chatId: string) => void;
}) {
  // Drawn again in the language the patient switches to: its words come from chat-words.
  useLanguage();
  const zone = useZone();
  return (
    <ul className="chat-list">
      {chats.map((chat) => {
        const title = chatTitleText(chat);
        const count = unread.countFor(chat._id);
        const latest = chat.messages.at(-1);
        return (
          <li key={chat._id}>
            <button
              type="button"
              className={`chat-list-item${chat._id === selectedChatId ? ' is-selected' : ''}${count > 0 ? ' has-unread' : ''}`}
              aria-current={chat._id === selectedChatId ? 'true' : undefined}
              onClick={() => onSelect(chat._id)}
            >
              <PeerAvatar name={title} src={careTeamPeer(chat)?.avatar ?? null} size={40} />
              <span className="chat-list-text">
                <span className="chat-list-title">
                  <span className="chat-list-name">{title}</span>
                  {latest && <time dateTime={latest.createdAt}>{showMoment(latest.createdAt, zone)}</time>}
                </span>
                <span className="chat-list-subtitle">{chatSubtitleText(chat)}</span>
                <span className="chat-list-preview">{chatPreviewText(chat, myUserId)}</span>
              </span>
              {count > 0 && (
                <span className="chat-unread-badge">
                  <span aria-hidden="true">{badgeCount(count)}</span>
                  <span className="visually-hidden">{unreadLabel(count)}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
});
