import { Button, Intent, TextArea } from '@blueprintjs/core';
import { Paperclip, SendMessage } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_FILE_RULE } from '../../../domain/chat/attachments';
import { FormError } from '../../components/form-error';
import type { ChatThreadStore } from '../../stores/messaging-and-account/chat-thread.store';
import { useTranslate } from '../../i18n/use-translate';

/** What the file picker offers: the types a chat takes (the browser may still offer others; they are checked). */
const ACCEPT = [...CHAT_FILE_RULE.types, '.jpg', '.jpeg', '.png', '.heic', '.heif', '.webp', '.pdf'].join(',');

/**
 * Writing in a conversation: text (Send, or Ctrl/Cmd+Enter) and files (a photo or a PDF). Text leaves the
 * box at once (the conversation shows it as outgoing); while a file is on its way both are disabled and a
 * refusal is said.
 */
export const MessageComposer = observer(function MessageComposer({ thread, onSent }: { readonly thread: ChatThreadStore; readonly onSent: () => void }) {
  const _ = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const busy = thread.uploading !== null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (thread.send()) onSent();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  const onFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (await thread.sendFile({ name: file.name, type: file.type, size: file.size, content: file })) onSent();
  };

  return (
    <form className="message-composer" onSubmit={submit} aria-label={_('Write a message')}>
      <FormError message={thread.sendError} />
      <label htmlFor={textId} className="visually-hidden">
        {_('Your message')}
      </label>
      <div className="message-composer-row">
        <TextArea
          id={textId}
          className="message-composer-text"
          value={thread.draft}
          onChange={(event) => thread.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={_('Write a message')}
          autoResize
          maxLength={4000}
          readOnly={busy}
          fill
        />
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onFile(event.target.files)}
        />
        <Button
          icon={<Paperclip />}
          aria-label={_('Attach a photo or a PDF')}
          title={_('Attach a photo or a PDF')}
          disabled={busy}
          loading={thread.uploading !== null}
          onClick={() => fileInput.current?.click()}
        />
        <Button type="submit" intent={Intent.PRIMARY} icon={<SendMessage />} text={_('Send')} disabled={busy} />
      </div>
      <p className="message-composer-hint ma-muted" role="status">
        {thread.uploading
          ? _('Sending {uploading}…', { uploading: thread.uploading })
          : thread.outgoing.status
            ? _(thread.outgoing.status)
            : _('Photos (JPEG, PNG, HEIC, WebP) and PDFs up to 10 MB.')}
      </p>
    </form>
  );
});
