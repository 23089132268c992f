import './help.css';
import { Button, Classes, Dialog, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CHAT_TEXT_MAX } from '../../../domain/chat/attachments';
import { contactCategories, isQuestionCategory, QUESTION_CATEGORY_LABELS, type QuestionCategory } from '../../../domain/navigation/help-panel';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { useStores } from '../../app/container-context';
import { FormError } from '../form-error';
import { useFocusAfterBusy } from '../use-focus-after-busy';
import { useFocusReturn } from '../use-focus-return';
import { useTranslate } from '../../i18n/use-translate';
import { richText } from '../../i18n/rich-text';
import { STORES } from '../../stores/store-areas';

/**
 * The help panel's contact dialog (spec §2), at most 500 wide: a question to the support team (account,
 * order, photo, other) or, for a patient with a treatment, to the doctor (plan, call, side effects), posted
 * to the right chat.
 */
export const ContactDialog = observer(function ContactDialog() {
  const _ = useTranslate();
  const help = useStores(STORES.app).helpPanel;
  const memory = useStores(STORES.app).memory;
  const session = useStores(STORES.app).session;
  const brand = useStores(STORES.app).brand;
  const categories = contactCategories((session.user?.subscriptions.length ?? 0) > 0);
  const [category, setCategory] = useState<QuestionCategory>(help.contactCategory ?? 'account');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const ids = { category: useId(), message: useId() };
  const messageField = useRef<HTMLTextAreaElement>(null);
  const sentLink = useRef<HTMLAnchorElement>(null);
  useFocusReturn(help.contactOpen);
  useFocusAfterBusy(help.sending, sent ? sentLink : messageField);

  const openMessaging = () => {
    help.closeContact();
    // From the steps, the patient area is reached as the sidebar's dashboard entry reaches it (spec §4).
    if (memory.read().status === 'register') memory.change({ kind: 'dashboard-click' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (help.sending) return;
    setError(null);
    const posted = await help.send({ category, message });
    if (posted.ok) setSent(true);
    else setError(posted.error.message);
  };

  return (
    <Dialog
      isOpen={help.contactOpen}
      onClose={help.closeContact}
      title={_('Contact us')}
      className="contact-dialog"
      style={{ maxWidth: BUSINESS_CONSTANTS.helpModalMaxWidth }}
    >
      {sent ? (
        <div className={Classes.DIALOG_BODY} role="status">
          <p>{_('Your question was sent. The answer will be in Doctor Messaging.')}</p>
          <Link ref={sentLink} to="/user/chat" onClick={openMessaging}>
            {_('Open Doctor Messaging')}
          </Link>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('Contact us')}>
          <div className={Classes.DIALOG_BODY}>
            <p className="help-contact">
              {richText('Write to us here, or at {email}, around the clock.', { email: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> })}
            </p>
            <FormGroup label={_('What is it about?')} labelFor={ids.category}>
              <HTMLSelect
                id={ids.category}
                value={category}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  if (isQuestionCategory('support', value) || isQuestionCategory('doctor', value)) setCategory(value);
                }}
                fill
              >
                <optgroup label={_('For the support team')}>
                  {categories.support.map((value) => (
                    <option key={value} value={value}>
                      {_(QUESTION_CATEGORY_LABELS[value])}
                    </option>
                  ))}
                </optgroup>
                {categories.doctor.length > 0 && (
                  <optgroup label={_('For my doctor')}>
                    {categories.doctor.map((value) => (
                      <option key={value} value={value}>
                        {_(QUESTION_CATEGORY_LABELS[value])}
                      </option>
                    ))}
                  </optgroup>
                )}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={_('Your question')} labelFor={ids.message}>
              <TextArea
                id={ids.message}
                inputRef={messageField}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                maxLength={CHAT_TEXT_MAX}
                rows={5}
                fill
              />
            </FormGroup>
            <FormError message={error} />
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button text={_('Cancel')} onClick={help.closeContact} />
              <Button type="submit" intent={Intent.PRIMARY} loading={help.sending} text={_('Send')} />
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
});
