import './shell-drawer.css';
import { Button, Drawer, type Position } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useId, type ReactNode } from 'react';
import { useFocusReturn } from '../use-focus-return';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

interface ShellDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly position: Position;
  readonly size: number;
  readonly title: string;
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * A side drawer that is a dialog to assistive technology as well: Blueprint's drawer traps focus and closes
 * on Escape, but names no role; this one is a modal dialog named by its heading.
 */
export const ShellDrawer = observer(function ShellDrawer({ isOpen, onClose, position, size, title, className, children }: ShellDrawerProps) {
  const _ = useTranslate();
  const titleId = useId();
  useFocusReturn(isOpen);
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position={position} size={size} className={className}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="shell-drawer">
        <div className="shell-drawer-head">
          <h2 id={titleId} className="shell-drawer-title">
            {title}
          </h2>
          <Button variant="minimal" icon={<Cross />} aria-label={_('Close')} onClick={onClose} />
        </div>
        {children}
      </div>
    </Drawer>
  );
});
