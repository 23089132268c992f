import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { LoadingShape, SkeletonBlock } from '../../components/skeleton';
import { useTranslate } from '../../i18n/use-translate';

/** An order card's shape: date and status, plan and charge, then its details button. */
const OrderShape = observer(function OrderShape() {
  return (
    <li>
      <Card className="panel" elevation={1}>
        <div className="order-head">
          <SkeletonBlock width="45%" height={22} />
          <SkeletonBlock className="is-round" width={72} height={20} />
        </div>
        <div className="skeleton-lines order-body">
          <SkeletonBlock width="75%" height={18} />
          <SkeletonBlock width="55%" height={18} />
        </div>
        <SkeletonBlock className="order-details-shape" width={130} height={30} />
      </Card>
    </li>
  );
});

/** The first page of orders on its way: three cards' shapes. */
export const OrdersLoading = observer(function OrdersLoading() {
  const _ = useTranslate();
  return (
    <LoadingShape label={_('Loading your orders')}>
      <ul className="order-list">
        <OrderShape />
        <OrderShape />
        <OrderShape />
      </ul>
    </LoadingShape>
  );
});

/** An order's details on their way, below its card: the address, payment and invoice lines. */
export const OrderDetailLoading = observer(function OrderDetailLoading() {
  const _ = useTranslate();
  return (
    <LoadingShape label={_('Loading the order')}>
      <div className="skeleton-lines order-body">
        <SkeletonBlock width="80%" height={18} />
        <SkeletonBlock width="50%" height={18} />
        <SkeletonBlock width="65%" height={18} />
      </div>
    </LoadingShape>
  );
});
