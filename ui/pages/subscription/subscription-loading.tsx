import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { LoadingShape, SkeletonBlock } from '../../components/skeleton';
import { useTranslate } from '../../i18n/use-translate';

const Lines = observer(function Lines({ widths }: { readonly widths: readonly string[] }) {
  return (
    <div className="skeleton-lines">
      {widths.map((width, index) => (
        <SkeletonBlock key={index} width={width} height={18} />
      ))}
    </div>
  );
});

/**
 * A treatment's page while it loads, below its title: its product line, then the actions and dates beside
 * (on a phone, above) the plan with its picture, as the page lays them out.
 */
export const SubscriptionLoading = observer(function SubscriptionLoading() {
  const _ = useTranslate();
  return (
    <LoadingShape label={_('Loading your treatment')}>
      <SkeletonBlock className="page-lead-shape" width={140} height={20} />
      <div className="subscription-layout">
        <div className="stack subscription-aside">
          <Card className="panel" elevation={1}>
            <SkeletonBlock className="panel-title-shape" width="60%" height={24} />
            <div className="skeleton-lines">
              <SkeletonBlock height={30} />
              <SkeletonBlock height={30} />
            </div>
          </Card>
          <Card className="panel" elevation={1}>
            <SkeletonBlock className="panel-title-shape" width="50%" height={24} />
            <Lines widths={['80%', '65%', '70%']} />
          </Card>
        </div>
        <div className="stack subscription-main">
          <Card className="panel" elevation={1}>
            <SkeletonBlock className="panel-title-shape" width="40%" height={24} />
            <div className="plan-head">
              <SkeletonBlock className="is-image" width={72} height={72} />
              <Lines widths={['50%', '35%', '90%']} />
            </div>
            <Lines widths={['75%', '60%', '70%', '55%', '65%']} />
          </Card>
        </div>
      </div>
    </LoadingShape>
  );
});
