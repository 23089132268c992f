import { Chat, History, Home, Lifesaver, LogOut, User } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { PATIENT_MENU, type PatientMenuEntry } from '../../../domain/navigation/patient-menu';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { badgeCount } from '../../../domain/formatting/badge-count';

const ICONS: Readonly<Record<string, ReactNode>> = {
  home: <Home />,
  orders: <History />,
  chat: <Chat />,
  profile: <User />,
  help: <Lifesaver />,
  logout: <LogOut />,
};

const iconOf = (entry: PatientMenuEntry) => (entry.kind === 'link' ? ICONS[entry.id] : ICONS[entry.kind]);

/**
 * The patient-area menu (spec §2): Home, Order History, Doctor Messaging with its unread badge, Account
 * Info, Help (small screens only), Logout. Logout signs out, resets the stores and local storage, opens
 * the brand website in a new tab and goes to /.
 */
export const PatientMenu = observer(function PatientMenu({ onChoose }: { readonly onChoose?: () => void }) {
  const _ = useTranslate();
  const unreadMessages = useStores(STORES.shell).unreadMessages.total;
  const session = useStores(STORES.app).session;
  const brand = useStores(STORES.app).brand;
  const help = useStores(STORES.app).helpPanel;
  const navigate = useNavigate();

  const logout = async () => {
    onChoose?.();
    // Opened first, inside the click, so the browser does not block the new tab.
    window.open(brand.websiteUrl, '_blank', 'noopener,noreferrer');
    await session.signOut();
    void navigate('/', { replace: true });
  };

  return (
    <ul className="patient-menu">
      {PATIENT_MENU.map((entry) => (
        <li key={_(entry.label)} className={entry.kind === 'help' ? 'patient-menu-help' : undefined}>
          {entry.kind === 'link' ? (
            <NavLink to={entry.path} className="patient-menu-item" onClick={onChoose}>
              {iconOf(entry)}
              <span className="patient-menu-label">{_(entry.label)}</span>
              {entry.id === 'chat' && unreadMessages > 0 && (
                <span className="menu-badge" aria-label={_('{unreadMessages} unread', { unreadMessages })}>
                  {badgeCount(unreadMessages)}
                </span>
              )}
            </NavLink>
          ) : (
            <button
              type="button"
              className="patient-menu-item"
              onClick={
                entry.kind === 'logout'
                  ? logout
                  : () => {
                      onChoose?.();
                      help.openPanel();
                    }
              }
            >
              {iconOf(entry)}
              <span className="patient-menu-label">{_(entry.label)}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
});
