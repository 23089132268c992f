import { Position } from '@blueprintjs/core';
import { PatientMenu } from './patient-menu';
import { ShellDrawer } from './shell-drawer';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/** The patient-area menu as a drawer on small screens (spec §2). */
export const MenuDrawer = observer(function MenuDrawer({ isOpen, onClose }: { readonly isOpen: boolean; readonly onClose: () => void }) {
  const _ = useTranslate();
  return (
    <ShellDrawer isOpen={isOpen} onClose={onClose} position={Position.LEFT} size={280} title={_('Menu')} className="menu-drawer">
      <nav aria-label={_('Patient menu')} className="menu-drawer-nav">
        <PatientMenu onChoose={onClose} />
      </nav>
    </ShellDrawer>
  );
});
