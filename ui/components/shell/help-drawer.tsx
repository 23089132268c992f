import './help.css';
import { Position } from '@blueprintjs/core';
import { ChevronRight } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../domain/feedback/messages';
import { HELP_OPTIONS, helpDestination, type HelpOption } from '../../../domain/navigation/help-panel';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { useStores } from '../../app/container-context';
import { ShellDrawer } from './shell-drawer';
import { useTranslate } from '../../i18n/use-translate';
import { richText } from '../../i18n/rich-text';
import { STORES } from '../../stores/store-areas';

/**
 * The help side panel (spec §2): 350 wide, 'How can we help you?'. Treatment, side-effect and care-team
 * questions go to Doctor Messaging (a registering patient asks the first two in the contact dialog, see
 * helpDestination); an account, shipping or billing issue opens the contact dialog.
 */
export const HelpDrawer = observer(function HelpDrawer() {
  const _ = useTranslate();
  const help = useStores(STORES.app).helpPanel;
  const memory = useStores(STORES.app).memory;
  const brand = useStores(STORES.app).brand;
  const navigate = useNavigate();

  const choose = (option: HelpOption) => {
    const registering = memory.read().status === 'register';
    const destination = helpDestination(option, registering);
    if (destination.kind === 'contact-dialog') {
      help.openContact(destination.category ?? null);
      return;
    }
    help.closePanel();
    // From the steps, the patient area is reached as the sidebar's dashboard entry reaches it (spec §4).
    if (registering) memory.change({ kind: 'dashboard-click' });
    void navigate(destination.path);
  };

  return (
    <ShellDrawer
      isOpen={help.panelOpen}
      onClose={help.closePanel}
      position={Position.RIGHT}
      size={BUSINESS_CONSTANTS.helpDrawerWidth}
      title={MESSAGES.helpTitle}
      className="help-drawer"
    >
      <div className="help-drawer-body">
        <ul className="help-options">
          {HELP_OPTIONS.map((option) => (
            <li key={option.id}>
              <button type="button" className="help-option" onClick={() => choose(option)}>
                <span>{_(option.label)}</span>
                <ChevronRight />
              </button>
            </li>
          ))}
        </ul>
        <p className="help-contact">
          {richText('Our support team is here around the clock at {email}.', { email: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> })}
        </p>
      </div>
    </ShellDrawer>
  );
});
