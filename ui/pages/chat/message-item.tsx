import { Button } from '@blueprintjs/core';
import { Document, Download } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ChatFile, ChatMessage } from '../../../domain/entities/chat';
import { fileSizeLabel, isOwnMessage, ownReadState, showsInline } from '../../../domain/chat/chat-view';
import { senderText } from './chat-words';
import { showMoment } from '../../components/show-moment';
import { useZone } from '../../components/use-zone';
import { MessageText } from '../../components/messaging-and-account/message-text';
import { PeerAvatar } from '../../components/messaging-and-account/peer-avatar';
import { chatFileKey } from '../../stores/messaging-and-account/media.store';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';

/** An image sent in the chat, fetched with the token and shown through an object URL. */
const InlineImage = observer(function InlineImage({ chatId, file }: { readonly chatId: string; readonly file: ChatFile }) {
  const _ = useTranslate();
  const media = useStores(STORES.messagingAndAccount).media;
  useEffect(() => {
    void media.chatFile(chatId, file._id);
  }, [media, chatId, file._id]);
  const state = media.state(chatFileKey(file._id));
  if (state?.kind === 'ready') return <img className="message-image" src={state.url} alt={_('Photo: {name}', { name: file.name })} />;
  if (state?.kind === 'failed') {
    return (
      <p className="message-file-error">
        {_('The photo {name} could not be loaded.', { name: file.name })}{' '}
        <Button variant="minimal" size="small" text={_('Try again')} onClick={() => media.forget(chatFileKey(file._id))} />
      </p>
    );
  }
  return <div className="message-image is-loading" role="img" aria-label={_('Loading photo: {name}', { name: file.name })} />;
});

/** Any other file: a download, fetched with the token when asked for, saved under its own name. */
const FileDownload = observer(function FileDownload({ chatId, file }: { readonly chatId: string; readonly file: ChatFile }) {
  const _ = useTranslate();
  const media = useStores(STORES.messagingAndAccount).media;
  const [busy, setBusy] = useState(false);
  const failed = media.state(chatFileKey(file._id));
  const download = async () => {
    if (failed?.kind === 'failed') media.forget(chatFileKey(file._id));
    setBusy(true);
    const url = await media.chatFile(chatId, file._id);
    setBusy(false);
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
  };
  return (
    <div className="message-file">
      <Document aria-hidden="true" />
      <span className="message-file-name">
        {file.name} <span className="ma-muted">({fileSizeLabel(file.size)})</span>
      </span>
      <Button
        size="small"
        icon={<Download />}
        text={_('Download')}
        aria-label={_('Download {name}', { name: file.name })}
        loading={busy}
        onClick={() => void download()}
      />
      {failed?.kind === 'failed' && !busy && (
        <span role="alert" className="message-file-error">
          {failed.message}
        </span>
      )}
    </div>
  );
});

/**
 * One message: who sent it and when (MM-DD-YYYY HH:mm), its text as text (links for http(s) only) or
 * its file, and on the patient's own messages whether the care team has read them.
 */
export const MessageItem = observer(function MessageItem({ message, myUserId }: { readonly message: ChatMessage; readonly myUserId: string }) {
  const _ = useTranslate();
  const zone = useZone();
  const own = isOwnMessage(message, myUserId);
  const sender = senderText(message, myUserId);
  const readState = ownReadState(message, myUserId);
  const file = message.messageType === 'file' ? message.file : null;
  return (
    <article className={`message ${own ? 'is-own' : 'is-theirs'}`}>
      {!own && <PeerAvatar name={sender} src={message.user.avatar} size={32} />}
      <div className="message-bubble">
        <p className="message-meta">
          <span className="message-sender">{sender}</span> <time dateTime={message.createdAt}>{showMoment(message.createdAt, zone)}</time>
        </p>
        {file ? (
          showsInline(file) ? (
            <InlineImage chatId={message.chatId} file={file} />
          ) : (
            <FileDownload chatId={message.chatId} file={file} />
          )
        ) : (
          <p className="message-text">
            <MessageText text={message.message} />
          </p>
        )}
        {readState && <p className="message-read-state">{readState === 'read' ? _('Read') : _('Sent')}</p>}
      </div>
    </article>
  );
});
