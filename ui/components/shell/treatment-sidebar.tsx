import './treatment-sidebar.css';
import { Callout, Intent, Position, Spinner } from '@blueprintjs/core';
import { ChevronRight, Dashboard } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { treatmentSidebarEntries } from '../../../domain/navigation/treatment-sidebar';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/shared/product-type';
import { useStores } from '../../app/container-context';
import { useGoToDashboard } from '../../app/use-go-to-dashboard';
import { ShellDrawer } from './shell-drawer';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';

export interface TreatmentSidebarProps {
  /**
   * Steps 3 and 5 of spec §4, the registration flow's: make the new subscription current, with its steps
   * and step, and a new payment intent. Called before going to /steps.
   */
  readonly onSubscriptionCreated?: (subscription: SubscriptionDetails) => void | Promise<void>;
}

/**
 * The treatment sidebar (spec §2, §4): a left drawer 300 wide with 'View all treatments' and the
 * treatments the patient does not have yet (the women's brand offers no ed or hl). A treatment clicked
 * starts its registration; the dashboard entry remembers register as originalRegistrationStatus.
 */
export const TreatmentSidebar = observer(function TreatmentSidebar({ onSubscriptionCreated }: TreatmentSidebarProps) {
  const _ = useTranslate();
  const sidebar = useStores(STORES.app).treatmentSidebar;
  const memory = useStores(STORES.app).memory;
  const session = useStores(STORES.app).session;
  const brand = useStores(STORES.app).brand;
  const navigate = useNavigate();
  const goToDashboard = useGoToDashboard();
  const stored = memory.read().subTypes;
  const patientTypes = PRODUCT_TYPES.filter((type) => stored.includes(type) || session.subscriptionTypes.includes(type));
  const entries = treatmentSidebarEntries(brand.id, patientTypes);

  const start = async (productType: ProductType) => {
    const subscription = await sidebar.create(productType);
    if (!subscription) return;
    await onSubscriptionCreated?.(subscription);
    void navigate('/steps');
  };

  const viewAll = () => {
    sidebar.dashboardClick();
    void goToDashboard();
  };

  return (
    <ShellDrawer
      isOpen={sidebar.open}
      onClose={sidebar.close}
      position={Position.LEFT}
      size={BUSINESS_CONSTANTS.treatmentSidebarWidth}
      title={_('Treatments')}
      className="treatment-sidebar"
    >
      <nav aria-label={_('Treatments')} className="treatment-sidebar-body">
        <ul className="treatment-sidebar-list">
          {entries.map((entry) =>
            entry.kind === 'dashboard' ? (
              <li key="dashboard">
                <button type="button" className="treatment-sidebar-entry is-dashboard" onClick={viewAll} disabled={sidebar.creating !== null}>
                  <Dashboard />
                  <span>{_(entry.label)}</span>
                </button>
              </li>
            ) : (
              <li key={entry.productType}>
                <button
                  type="button"
                  className="treatment-sidebar-entry"
                  onClick={() => void start(entry.productType)}
                  disabled={sidebar.creating !== null}
                  aria-busy={sidebar.creating === entry.productType}
                >
                  <span>{_(entry.label)}</span>
                  {sidebar.creating === entry.productType ? <Spinner size={16} aria-label={_('Starting')} /> : <ChevronRight />}
                </button>
              </li>
            ),
          )}
        </ul>
        <div role="alert">
          {sidebar.alert && (
            <Callout intent={Intent.DANGER} compact>
              {sidebar.alert}
            </Callout>
          )}
        </div>
      </nav>
    </ShellDrawer>
  );
});
