import { MESSAGES } from '../feedback/messages';

export type PatientMenuEntry =
  | { readonly kind: 'link'; readonly id: 'home' | 'orders' | 'chat' | 'profile'; readonly label: string; readonly path: string }
  | { readonly kind: 'help'; readonly label: string }
  | { readonly kind: 'logout'; readonly label: string };

/**
 * The patient-area menu (spec §2): Home, Order History, Doctor Messaging (with the unread badge),
 * Account Info, Logout labelled 'Logout', and a help item that only small screens show (wider screens
 * have the header's Help button).
 */
export const PATIENT_MENU: readonly PatientMenuEntry[] = [
  { kind: 'link', id: 'home', label: 'Home', path: '/user/subscriptions' },
  { kind: 'link', id: 'orders', label: 'Order History', path: '/user/order-history' },
  { kind: 'link', id: 'chat', label: 'Doctor Messaging', path: '/user/chat' },
  { kind: 'link', id: 'profile', label: 'Account Info', path: '/user/profile' },
  { kind: 'help', label: 'Help' },
  { kind: 'logout', label: MESSAGES.logout },
];
