import { observer } from 'mobx-react-lite';
import { useTranslate } from '../../i18n/use-translate';

/** A message from the care team in the questionnaire (a chat-message question), rendered as text. */
export const CareTeamMessage = observer(function CareTeamMessage({ text }: { readonly text: string }) {
  const _ = useTranslate();
  return (
    <div className="care-message">
      <p className="care-message-from">{_('Your care team')}</p>
      <p className="care-message-text">{text}</p>
    </div>
  );
});
