import { senderText } from './chat-words';
import '../../components/messaging-and-account/messaging-and-account.css';
import './chat.css';
import { Button, Callout, H1, Intent, NonIdealState } from '@blueprintjs/core';
import { Chat as ChatIcon, Plus } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../app/container-context';
import type { LiveStatus } from '../../stores/messaging-and-account/chats.store';
import { ChatList, unreadLabel } from './chat-list';
import { ChatsLoading } from './chat-loading';
import { ChatThread } from './chat-thread';
import { QuestionDialog } from './question-dialog';
import { useTranslate } from '../../i18n/use-translate';
import { msg } from '../../i18n/msg';
import { STORES } from '../../stores/store-areas';
import { RefreshError } from '../../components/refresh-error';

const LIVE_STATUS_TEXT: Readonly<Record<LiveStatus, string>> = {
  connecting: 'Connecting…',
  live: '',
  reconnecting: msg('Connection lost. Reconnecting…'),
  offline: msg('New messages will show when you reload the page.'),
};

/**
 * `/user/chat`, Doctor Messaging: the patient's conversations with support and their doctors. On wide
 * screens the list and the open conversation sit side by side; on phones one at a time. New messages
 * arrive live; the unread counter follows what the patient has seen.
 */
export const ChatPage = observer(function ChatPage() {
  const _ = useTranslate();
  const session = useStores(STORES.app).session;
  const chats = useStores(STORES.messagingAndAccount).chats;
  const unread = chats.unread;
  const [asking, setAsking] = useState(false);
  const myUserId = session.user?._id ?? '';
  const thread = chats.thread;

  useEffect(() => {
    void chats.open();
    return () => chats.close();
  }, [chats]);

  const arrival = chats.lastArrival;
  return (
    <section className={`page chat-page${thread ? ' has-thread' : ''}`} aria-labelledby="chat-title">
      <header className="chat-page-head">
        <div>
          <H1 id="chat-title" className="page-title">
            {_('Doctor Messaging')}
          </H1>
          <p className="chat-summary" role="status">
            {unread.total > 0 ? `${unreadLabel(unread.total)}.` : chats.status.phase === 'ready' ? _('You are all caught up.') : ''}{' '}
            {_(LIVE_STATUS_TEXT[chats.liveStatus])}
          </p>
        </div>
        <Button icon={<Plus />} intent={Intent.PRIMARY} text={_('Ask a question')} onClick={() => setAsking(true)} />
      </header>
      <div className="visually-hidden" aria-live="polite">
        {arrival ? _('New message from {senderName}', { senderName: senderText(arrival, myUserId) }) : ''}
      </div>
      {chats.status.phase === 'loading' && <ChatsLoading />}
      {chats.status.phase === 'error' && (
        <Callout intent={Intent.DANGER} title={_('Your conversations could not be loaded')} role="alert">
          <p>{chats.status.error}</p>
          <Button text={_('Try again')} onClick={() => void chats.load()} />
        </Callout>
      )}
      <RefreshError error={chats.status.refreshError} onRetry={() => void chats.load()} />
      {chats.status.phase === 'ready' && chats.chats.length === 0 && (
        <NonIdealState
          className="empty-state"
          icon={<ChatIcon size={48} />}
          title={_('No conversations yet')}
          description="Ask your doctor about your treatment, or the support team about your account or an order. Their answers show here."
          action={<Button intent={Intent.PRIMARY} text={_('Ask a question')} onClick={() => setAsking(true)} />}
        />
      )}
      {chats.status.phase === 'ready' && chats.chats.length > 0 && (
        <div className="chat-layout">
          <nav className="chat-list-column" aria-label={_('Conversations')}>
            <ChatList chats={chats.chats} selectedChatId={chats.selectedChatId} unread={unread} myUserId={myUserId} onSelect={chats.select} />
          </nav>
          <div className="chat-thread-column">
            {thread ? (
              <ChatThread key={thread.chatId} thread={thread} unread={unread} myUserId={myUserId} onBack={chats.deselect} />
            ) : (
              <p className="chat-choose ma-muted">{_('Choose a conversation to read it and write.')}</p>
            )}
          </div>
        </div>
      )}
      {asking && <QuestionDialog isOpen subscriptions={session.user?.subscriptions ?? []} onClose={() => setAsking(false)} onAsk={chats.ask} />}
    </section>
  );
});
