import { observer } from 'mobx-react-lite';
import { LoadingShape, SkeletonBlock } from '../../components/skeleton';
import { useTranslate } from '../../i18n/use-translate';

/** A charge's shape: its date, status and sum, then its invoice button. */
const ChargeShape = observer(function ChargeShape() {
  return (
    <div className="skeleton-lines billing-shape-charge">
      <SkeletonBlock width="85%" height={18} />
      <SkeletonBlock width={120} height={24} />
    </div>
  );
});

/** The billing on its way: the next billing, the last billings and the history, a charge each, so the card on file below stays put. */
export const BillingLoading = observer(function BillingLoading() {
  const _ = useTranslate();
  return (
    <LoadingShape label={_('Loading your billing')}>
      {[0, 1, 2].map((index) => (
        <div key={index} className="billing-shape-group">
          <SkeletonBlock width="35%" height={20} />
          <ChargeShape />
        </div>
      ))}
    </LoadingShape>
  );
});
