import { Button, Callout, H2, Intent, Spinner } from '@blueprintjs/core';
import { ArrowDown, ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isOutgoing, type ThreadEntry } from '../../../domain/chat/outgoing-message';
import { careTeamPeer } from '../../../domain/chat/chat-view';
import { chatSubtitleText, chatTitleText } from './chat-words';
import { PeerAvatar } from '../../components/messaging-and-account/peer-avatar';
import { VirtualList, type VirtualListHandle, type VirtualListView } from '../../components/messaging-and-account/virtual-list';
import type { ChatThreadStore } from '../../stores/messaging-and-account/chat-thread.store';
import type { UnreadMessagesStore } from '../../stores/shell/unread-messages.store';
import { ThreadLoading } from './chat-loading';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { OutgoingMessageItem } from './outgoing-message-item';
import { useTranslate } from '../../i18n/use-translate';

const entryKey = (entry: ThreadEntry) => (isOutgoing(entry) ? entry.key : entry._id);

/** Whether the patient can see the page now (a hidden tab has seen nothing). */
const pageVisible = () => document.visibilityState === 'visible';

/**
 * One conversation: its header (the doctor's profile linked), its messages in a windowed list that opens
 * at the newest and loads older pages as the patient scrolls up, and the composer. Messages are marked
 * read once 75% visible in a visible page; the unread counter is told which chat is on screen.
 */
export const ChatThread = observer(function ChatThread({
  thread,
  unread,
  myUserId,
  onBack,
}: {
  readonly thread: ChatThreadStore;
  readonly unread: UnreadMessagesStore;
  readonly myUserId: string;
  readonly onBack: () => void;
}) {
  const _ = useTranslate();
  const list = useRef<VirtualListHandle>(null);
  const [view, setView] = useState<VirtualListView>({ newestSeen: -1, atEnd: true });
  const chat = thread.chat;
  const title = chat ? chatTitleText(chat) : _('Conversation');
  const peer = chat ? careTeamPeer(chat) : null;

  const onViewChange = useCallback((next: VirtualListView) => setView(next), []);

  // Read marks, and which chat the unread counter should not count (its newest messages are on screen).
  const report = useCallback(() => {
    const visible = pageVisible();
    if (visible && view.newestSeen >= 0) thread.seen(view.newestSeen);
    unread.setViewing(visible && view.atEnd ? thread.chatId : null);
  }, [thread, unread, view]);
  const latestReport = useRef(report);
  useEffect(() => {
    latestReport.current = report;
    report();
  }, [report, thread.messages]);
  useEffect(() => {
    const onVisibility = () => latestReport.current();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => () => unread.setViewing(null), [unread]);

  const renderEntry = useCallback(
    (entry: ThreadEntry) =>
      isOutgoing(entry) ? <OutgoingMessageItem item={entry} onRetry={thread.retry} /> : <MessageItem message={entry} myUserId={myUserId} />,
    [myUserId, thread],
  );

  return (
    <section className="chat-thread" aria-labelledby="chat-thread-title">
      <header className="chat-thread-head">
        <Button className="chat-back" variant="minimal" icon={<ArrowLeft />} text={_('All conversations')} onClick={onBack} />
        <PeerAvatar name={title} src={peer?.avatar ?? null} size={40} />
        <div className="chat-thread-names">
          <H2 id="chat-thread-title" className="chat-thread-title">
            {title}
          </H2>
          {chat && <p className="ma-muted">{chatSubtitleText(chat)}</p>}
        </div>
        {peer?.doctorId && (
          <Link className="chat-doctor-link" to={`/doctor-info/${peer.doctorId}`}>
            {_('View profile')}
          </Link>
        )}
      </header>
      {thread.status.phase === 'loading' && <ThreadLoading />}
      {thread.status.phase === 'error' && (
        <Callout intent={Intent.DANGER} role="alert" title={_('This conversation could not be loaded')} className="chat-thread-error">
          <p>{thread.status.error}</p>
          <Button text={_('Try again')} onClick={() => void thread.load()} />
        </Callout>
      )}
      {thread.status.phase === 'ready' && (
        <>
          <div className="chat-older" role="status">
            {thread.loadingOlder && <Spinner size={20} aria-label={_('Loading earlier messages')} />}
            {!thread.loadingOlder && thread.olderError && (
              <span>
                {_('Earlier messages could not be loaded:')} {thread.olderError}{' '}
                <Button variant="minimal" size="small" text={_('Try again')} onClick={() => void thread.loadOlder()} />
              </span>
            )}
            {!thread.loadingOlder && thread.hasOlder && !thread.olderError && (
              <Button variant="minimal" size="small" text={_('Load earlier messages')} onClick={() => void thread.loadOlder()} />
            )}
            {!thread.hasOlder && thread.messages.length > 0 && <span className="ma-muted">{_('The start of your conversation')}</span>}
          </div>
          {thread.entries.length === 0 ? (
            <p className="chat-thread-empty ma-muted">{_('No messages yet. Write below and the care team will answer here.')}</p>
          ) : (
            <VirtualList
              ref={list}
              className="chat-messages"
              items={thread.entries}
              itemKey={entryKey}
              renderItem={renderEntry}
              estimatedHeight={88}
              label={_('Messages with {title}', { title })}
              followEnd
              onNearStart={() => void thread.loadOlder()}
              onViewChange={onViewChange}
            />
          )}
          {thread.unseenArrivals > 0 && !view.atEnd && (
            <Button className="chat-jump" intent={Intent.PRIMARY} icon={<ArrowDown />} onClick={() => list.current?.scrollToEnd()}>
              {thread.unseenArrivals === 1 ? '1 new message' : _('{unseenArrivals} new messages', { unseenArrivals: thread.unseenArrivals })}
            </Button>
          )}
          <MessageComposer thread={thread} onSent={() => list.current?.scrollToEnd()} />
        </>
      )}
    </section>
  );
});
