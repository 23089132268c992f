import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { Clipboard, Cross, Edit, FastForward, Pause, Play, Refresh, SendMessage, Undo } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { JSX } from 'react';
import type { SubscriptionAction } from '../../../domain/subscription-actions/subscription-actions';
import { LinkButton } from '../../components/link-button';
import { startAgainPath } from '../../components/patient-area/start-again-path';
import type { DialogName } from './action-dialogs';
import { useTranslate } from '../../i18n/use-translate';
import { msg } from '../../i18n/msg';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

interface ManagePanelProps {
  readonly actions: readonly SubscriptionAction[];
  readonly onOpen: (dialog: DialogName) => void;
  readonly onFollowUp: () => void;
}

const BUTTONS: readonly { readonly action: DialogName; readonly text: string; readonly icon: JSX.Element; readonly intent?: Intent }[] = [
  { action: 'reactivate', text: msg('Reactivate'), icon: <Refresh />, intent: Intent.PRIMARY },
  { action: 'resume', text: msg('Resume'), icon: <Play />, intent: Intent.PRIMARY },
  { action: 'sendForReview', text: msg('Send for review'), icon: <SendMessage /> },
  { action: 'pause', text: msg('Pause'), icon: <Pause /> },
  { action: 'skip', text: msg('Skip deliveries'), icon: <FastForward /> },
  { action: 'changeDose', text: msg('Change dose'), icon: <Edit /> },
  { action: 'removeDoseChange', text: msg('Withdraw dose change'), icon: <Undo /> },
  { action: 'cancel', text: msg('Cancel treatment'), icon: <Cross />, intent: Intent.DANGER },
];

/** The actions this subscription offers now (domain rule); all wait while one runs. */
export const ManagePanel = observer(function ManagePanel({ actions, onOpen, onFollowUp }: ManagePanelProps) {
  const _ = useTranslate();
  const store = useStores(STORES.patientArea).subscription;
  const id = store.subscriptionId ?? '';
  const busy = store.running !== null;
  const offered = new Set(actions);
  return (
    <Card className="panel" elevation={1}>
      <H2>{_('Manage')}</H2>
      {offered.size === 0 && <p className="muted">{_('There is nothing to change on this treatment now.')}</p>}
      <ul className="action-list">
        {offered.has('continueRegistration') && (
          <li>
            <LinkButton to={`/user/new-subscription/${id}`} intent="primary">
              {_('Continue registration')}
            </LinkButton>
          </li>
        )}
        {offered.has('startAgain') && store.subscription && (
          <li>
            <p className="muted">{_('It cannot be reactivated: a new online visit starts it again.')}</p>
            <LinkButton to={startAgainPath(store.subscription.productType)} intent="primary">
              {_('Start this treatment again')}
            </LinkButton>
          </li>
        )}
        {offered.has('renew') && (
          <li>
            <LinkButton to={`/user/subscriptions/renewal/${id}`} intent={store.subscription?.status === 'active' ? 'none' : 'primary'} icon={<Refresh />}>
              {store.subscription?.status === 'active' ? _('Renew early') : _('Renew')}
            </LinkButton>
          </li>
        )}
        {offered.has('followUp') && (
          <li>
            <Button
              icon={<Clipboard />}
              text={store.subscription?.status === 'in_progress' ? _('Answer your provider') : _('Check in with your provider')}
              intent={store.subscription?.status === 'in_progress' ? Intent.PRIMARY : Intent.NONE}
              variant={store.subscription?.status === 'in_progress' ? 'solid' : 'outlined'}
              disabled={busy}
              onClick={onFollowUp}
            />
          </li>
        )}
        {BUTTONS.filter((button) => offered.has(button.action)).map((button) => (
          <li key={button.action}>
            <Button
              icon={button.icon}
              text={_(button.text)}
              intent={button.intent}
              variant={button.intent === Intent.PRIMARY ? 'solid' : 'outlined'}
              disabled={busy}
              loading={store.running === button.action}
              onClick={() => onOpen(button.action)}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
});
