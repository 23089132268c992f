import './messaging-and-account.css';
import { useMemo } from 'react';
import { splitMessageText } from '../../../domain/chat/message-links';
import { observer } from 'mobx-react-lite';

/**
 * A message's text as text (React escapes it; no HTML is ever read from it); only http(s) addresses become
 * links, opened in a new tab without telling the site where the patient came from.
 */
export const MessageText = observer(function MessageText({ text }: { readonly text: string }) {
  const parts = useMemo(() => splitMessageText(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} className="ma-link-on-tint" href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
});
