import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useOpenWhenLoaded } from '../use-open-when-loaded';

const HelpDrawer = lazy(() => import('./help-drawer').then((module) => ({ default: module.HelpDrawer })));
const ContactDialog = lazy(() => import('./contact-dialog').then((module) => ({ default: module.ContactDialog })));

/**
 * The help side panel and its contact dialog, loaded when first opened. A layout renders this once;
 * anything opens it with the help store (`openPanel()`), e.g. the steps header's 'Help?'.
 */
export const HelpPanels = observer(function HelpPanels() {
  const help = useStores(STORES.app).helpPanel;
  const panelShown = useOpenWhenLoaded(help.panelOpen);
  const contactShown = useOpenWhenLoaded(help.contactOpen);
  return (
    <Suspense fallback={null}>
      {panelShown && <HelpDrawer />}
      {contactShown && <ContactDialog />}
    </Suspense>
  );
});
