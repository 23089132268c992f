import { Button } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { OutgoingMessage } from '../../../domain/chat/outgoing-message';
import { MessageText } from '../../components/messaging-and-account/message-text';
import { useTranslate } from '../../i18n/use-translate';

/**
 * The patient's message before the server confirms it: 'Sending…', or 'Not sent' with why and Retry (the
 * text stays here). The composer's status line says the same to screen readers.
 */
export const OutgoingMessageItem = observer(function OutgoingMessageItem({
  item,
  onRetry,
}: {
  readonly item: OutgoingMessage;
  readonly onRetry: (key: string) => void;
}) {
  const _ = useTranslate();
  return (
    <article className={`message is-own is-outgoing${item.state === 'failed' ? ' is-failed' : ''}`} aria-busy={item.state === 'sending'}>
      <div className="message-bubble">
        <p className="message-meta">
          <span className="message-sender">{_('You')}</span>
        </p>
        <p className="message-text">
          <MessageText text={item.text} />
        </p>
        {item.state === 'sending' ? (
          <p className="message-read-state">{_('Sending…')}</p>
        ) : (
          <p className="message-read-state message-not-sent">
            {item.error ? _('Not sent: {reason}', { reason: _(item.error) }) : _('Not sent')}{' '}
            <Button variant="minimal" size="small" icon={<Refresh />} text={_('Retry')} onClick={() => onRetry(item.key)} />
          </p>
        )}
      </div>
    </article>
  );
});
