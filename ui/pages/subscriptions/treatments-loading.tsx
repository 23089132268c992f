import './subscription-card.css';
import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { LoadingShape, SkeletonBlock } from '../../components/skeleton';
import { useTranslate } from '../../i18n/use-translate';
import { SUBSCRIPTION_CARD_IMAGE_SIZE } from './subscription-card-image-size';

/** A treatment card's shape: picture, name and line, status, plan, billing, then its actions. */
const CardShape = observer(function CardShape() {
  return (
    <li>
      <Card className="subscription-card" elevation={1}>
        <div className="subscription-card-head">
          <SkeletonBlock className="is-image" width={SUBSCRIPTION_CARD_IMAGE_SIZE} height={SUBSCRIPTION_CARD_IMAGE_SIZE} />
          <div className="skeleton-lines">
            <SkeletonBlock width="70%" height={22} />
            <SkeletonBlock width="45%" height={16} />
          </div>
          <SkeletonBlock className="is-round" width={64} height={20} />
        </div>
        <div className="skeleton-lines subscription-card-shape-body">
          <SkeletonBlock width="85%" height={18} />
          <SkeletonBlock width="55%" height={18} />
        </div>
        <div className="subscription-card-actions">
          <SkeletonBlock width={150} height={44} />
        </div>
      </Card>
    </li>
  );
});

/** While the dashboard's treatments, or the code that lists them, are on their way: two cards' shapes. */
export const TreatmentsLoading = observer(function TreatmentsLoading() {
  const _ = useTranslate();
  return (
    <LoadingShape label={_('Loading your treatments')}>
      <ul className="subscription-list">
        <CardShape />
        <CardShape />
      </ul>
    </LoadingShape>
  );
});
