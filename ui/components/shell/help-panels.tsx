import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '../../app/container-context';
import { lazyNamed } from '../../app/lazy-page';
import { STORES } from '../../stores/store-areas';
import { useOpenWhenLoaded } from '../use-open-when-loaded';

const HelpDrawer = lazyNamed(() => import('./help-drawer'), 'HelpDrawer');
const ContactDialog = lazyNamed(() => import('./contact-dialog'), 'ContactDialog');

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
