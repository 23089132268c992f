import { describe, expect, it } from 'vitest';
import { PATIENT_MENU } from './patient-menu';

describe('patient-area menu (spec §2)', () => {
  it('lists Home, Order History, Doctor Messaging, Account Info, a help item and Logout, in that order', () => {
    expect(PATIENT_MENU).toEqual([
      { kind: 'link', id: 'home', label: 'Home', path: '/user/subscriptions' },
      { kind: 'link', id: 'orders', label: 'Order History', path: '/user/order-history' },
      { kind: 'link', id: 'chat', label: 'Doctor Messaging', path: '/user/chat' },
      { kind: 'link', id: 'profile', label: 'Account Info', path: '/user/profile' },
      { kind: 'help', label: 'Help' },
      { kind: 'logout', label: 'Logout' },
    ]);
  });
});
