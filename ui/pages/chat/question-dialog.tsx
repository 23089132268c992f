import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, Intent, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useId, useRef, useState } from 'react';
import type { Question } from '../../../application/ports/chat.port';
import type { ChatMessage } from '../../../domain/entities/chat';
import type { Subscription } from '../../../domain/entities/subscription';
import { chatTextError } from '../../../domain/chat/attachments';
import { QUESTION_CATEGORIES, QUESTION_CATEGORY_LABELS, type QuestionAudience, type QuestionCategory } from '../../../domain/navigation/help-panel';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import type { Result } from '../../../domain/shared/result';
import { FormError } from '../../components/form-error';
import { useFocusAfterBusy } from '../../components/use-focus-after-busy';
import { useFocusReturn } from '../../components/use-focus-return';
import { useSubmit } from '../../components/use-submit';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';
import { observer } from 'mobx-react-lite';

const treatmentName = (subscription: Subscription) =>
  `${subscription.plan?.productName ?? translate(PRODUCT_TYPE_NAMES[subscription.productType])} (${translate(subscriptionStatusLabel(subscription.status, subscription.isApproved))})`;

/**
 * A question to the care team (spec §2): for the doctor (plan, call, side effects, about one treatment) or
 * for support (account, order, photo, other). It opens the conversation it went to.
 */
export const QuestionDialog = observer(function QuestionDialog({
  isOpen,
  subscriptions,
  onClose,
  onAsk,
}: {
  readonly isOpen: boolean;
  readonly subscriptions: readonly Subscription[];
  readonly onClose: () => void;
  readonly onAsk: (question: Question) => Promise<Result<ChatMessage>>;
}) {
  const _ = useTranslate();
  const ids = { message: useId(), treatment: useId() };
  const messageField = useRef<HTMLTextAreaElement>(null);
  const [audience, setAudience] = useState<QuestionAudience>(subscriptions.length > 0 ? 'doctor' : 'support');
  const [category, setCategory] = useState<QuestionCategory>(audience === 'doctor' ? 'plan' : 'account');
  // The treatment a question is most likely about: an active one.
  const [subscriptionId, setSubscriptionId] = useState(
    () =>
      (subscriptions.find((subscription) => translate(subscriptionStatusLabel(subscription.status, subscription.isApproved)) === 'Active') ?? subscriptions[0])
        ?._id ?? '',
  );
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const messageError = touched ? chatTextError(message) : null;

  const chooseAudience = (next: QuestionAudience) => {
    setAudience(next);
    setCategory(QUESTION_CATEGORIES[next][0]);
  };

  const { busy, serverError, submit } = useSubmit({
    validate: () => {
      setTouched(true);
      return chatTextError(message) === null;
    },
    send: () => onAsk({ category, message, ...(audience === 'doctor' && subscriptionId ? { subscriptionId } : {}) }),
    onSuccess: () => {
      setMessage('');
      setTouched(false);
      onClose();
    },
  });
  useFocusReturn(isOpen);
  useFocusAfterBusy(busy, messageField);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={_('Ask a question')} className="question-dialog ma-brand-controls">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <RadioGroup
            label={_('Who is it for?')}
            selectedValue={audience}
            onChange={(event) => chooseAudience(event.currentTarget.value as QuestionAudience)}
            inline
          >
            <Radio value="doctor" label={_('My doctor')} disabled={subscriptions.length === 0} />
            <Radio value="support" label={_('The support team')} />
          </RadioGroup>
          {audience === 'doctor' && subscriptions.length > 1 && (
            <div className="question-field">
              <label htmlFor={ids.treatment}>{_('About which treatment?')}</label>
              <HTMLSelect id={ids.treatment} value={subscriptionId} onChange={(event) => setSubscriptionId(event.currentTarget.value)} fill>
                {subscriptions.map((subscription) => (
                  <option key={subscription._id} value={subscription._id}>
                    {treatmentName(subscription)}
                  </option>
                ))}
              </HTMLSelect>
            </div>
          )}
          <RadioGroup label={_('What is it about?')} selectedValue={category} onChange={(event) => setCategory(event.currentTarget.value as QuestionCategory)}>
            {QUESTION_CATEGORIES[audience].map((value) => (
              <Radio key={value} value={value} label={QUESTION_CATEGORY_LABELS[value]} />
            ))}
          </RadioGroup>
          <div className="question-field">
            <label htmlFor={ids.message}>{_('Your question')}</label>
            <TextArea
              id={ids.message}
              inputRef={messageField}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              onBlur={() => setTouched(true)}
              maxLength={4000}
              rows={5}
              fill
              intent={messageError ? Intent.DANGER : Intent.NONE}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={`${ids.message}-error`}
            />
            <span id={`${ids.message}-error`} className="question-error">
              {messageError}
            </span>
          </div>
          <FormError message={serverError} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={_('Cancel')} onClick={onClose} disabled={busy} />
              <Button type="submit" intent={Intent.PRIMARY} text={_('Send question')} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
