import './treatment-sidebar-slot.css';
import { Properties } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { treatmentSidebarVisible } from '../../../domain/navigation/treatment-sidebar';
import type { ProductType } from '../../../domain/shared/product-type';
import { useStores } from '../../app/container-context';
import { lazyNamed } from '../../app/lazy-page';
import type { TreatmentSidebarProps } from './treatment-sidebar';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';
import { useOpenWhenLoaded } from '../use-open-when-loaded';

const TreatmentSidebar = lazyNamed(() => import('./treatment-sidebar'), 'TreatmentSidebar');

export interface TreatmentSidebarSlotProps extends TreatmentSidebarProps {
  /** The registration step shown (registrationStep). */
  readonly step: string;
  /** The current subscription's productType. */
  readonly currentProductType: ProductType | null | undefined;
}

/**
 * For the steps layout: the 'Treatments' button and the treatment sidebar it opens, shown when the step is
 * neither basic nor done and the current subscription has a productType (spec §2). The sidebar's code
 * loads when first opened.
 */
export const TreatmentSidebarSlot = observer(function TreatmentSidebarSlot({ step, currentProductType, onSubscriptionCreated }: TreatmentSidebarSlotProps) {
  const _ = useTranslate();
  const sidebar = useStores(STORES.app).treatmentSidebar;
  const shown = useOpenWhenLoaded(sidebar.open);
  if (!treatmentSidebarVisible(step, currentProductType)) return null;
  return (
    <>
      <button type="button" className="treatment-sidebar-toggle" onClick={sidebar.show} aria-haspopup="dialog" aria-expanded={shown}>
        <Properties />
        <span className="treatment-sidebar-toggle-label">{_('Treatments')}</span>
      </button>
      <Suspense fallback={null}>{shown && <TreatmentSidebar onSubscriptionCreated={onSubscriptionCreated} />}</Suspense>
    </>
  );
});
