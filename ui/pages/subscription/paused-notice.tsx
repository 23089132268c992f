import { Callout, Intent } from '@blueprintjs/core';
import { Pause } from '@blueprintjs/icons';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { observer } from 'mobx-react-lite';
import { useTranslate } from '../../i18n/use-translate';
import { richText } from '../../i18n/rich-text';

/**
 * A paused treatment's state. Its status tag reads 'Active' (spec §4 status display: pause shows as
 * Active), so this says plainly what that means now: paused, nothing billed or shipped until resumed.
 */
export const PausedNotice = observer(function PausedNotice({ subscription }: { readonly subscription: SubscriptionDetails }) {
  const zone = useZone();
  const _ = useTranslate();
  if (subscription.status !== 'pause') return null;
  const since = showDate(subscription.pause?.pausedAt, zone);
  return (
    <Callout intent={Intent.WARNING} icon={<Pause />} compact className="page-callout paused-notice">
      {since
        ? richText('{paused} since {date}. Your treatment stays active, but nothing is billed or shipped until you resume it.', {
            paused: <strong>{_('Paused')}</strong>,
            date: since,
          })
        : richText('{paused}. Your treatment stays active, but nothing is billed or shipped until you resume it.', { paused: <strong>{_('Paused')}</strong> })}
    </Callout>
  );
});
