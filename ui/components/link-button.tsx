import { Classes, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { observer } from 'mobx-react-lite';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  readonly intent?: Intent;
  readonly minimal?: boolean;
  readonly icon?: ReactNode;
  readonly children: ReactNode;
}

/** A link that looks like a Blueprint button: it navigates, so it is a link to screen readers too. */
export const LinkButton = observer(function LinkButton({ intent = Intent.NONE, minimal = false, icon, children, ...link }: LinkButtonProps) {
  return (
    <Link
      {...link}
      className={[Classes.BUTTON, Classes.intentClass(intent), minimal ? Classes.MINIMAL : Classes.OUTLINED, 'link-button'].filter(Boolean).join(' ')}
    >
      {icon}
      <span className={Classes.BUTTON_TEXT}>{children}</span>
    </Link>
  );
});
