import { Callout, Intent } from '@blueprintjs/core';
import { Pause } from '@blueprintjs/icons';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { showDate } from '../subscriptions/show-date';
import { useTranslate } from '../../i18n/use-translate';

/**
 * A paused treatment's state. Its status tag reads 'Active' (spec §4 status display: pause shows as
 * Active), so this says plainly what that means now: paused, nothing billed or shipped until resumed.
 */
export const PausedNotice = ({ subscription }: { readonly subscription: SubscriptionDetails }) => {
  const _ = useTranslate();
  if (subscription.status !== 'pause') return null;
  const since = showDate(subscription.pause?.pausedAt);
  return (
    <Callout intent={Intent.WARNING} icon={<Pause />} compact className="page-callout paused-notice">
      <strong>{_('Paused')}</strong>
      {since ? ` since ${since}` : ''}{_('. Your treatment stays active, but nothing is billed or shipped until you resume it.')}
    </Callout>
  );
};
