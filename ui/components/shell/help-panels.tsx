import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

const HelpDrawer = lazy(() => import('./help-drawer').then((module) => ({ default: module.HelpDrawer })));
const ContactDialog = lazy(() => import('./contact-dialog').then((module) => ({ default: module.ContactDialog })));

/**
 * The help side panel and its contact dialog, loaded when first opened. A layout renders this once;
 * anything opens it with the help store (`openPanel()`), e.g. the steps header's 'Help?'.
 */
export const HelpPanels = observer(function HelpPanels() {
  const help = useStores(STORES.app).helpPanel;
  return (
    <Suspense fallback={null}>
      {help.panelOpen && <HelpDrawer />}
      {help.contactOpen && <ContactDialog />}
    </Suspense>
  );
});
