import type { NotificationPreference } from './notification-preference';

export type Gender = 'male' | 'female';

/** Patient status 'register' means still in registration (spec §4). */
export type PatientStatus = 'register' | 'active';

export interface ShippingAddress {
  readonly address?: string;
  readonly secondAddress?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zipCode?: string;
}

export interface Patient {
  readonly _id: string;
  readonly status: PatientStatus;
  readonly height: number | null;
  readonly weight: number | null;
  readonly bmi: number | null;
  readonly basic: { readonly birthDate: string | null; readonly gender: Gender };
  readonly shipping: ShippingAddress;
  readonly verify: { readonly completed: boolean };
  readonly creditCard: { readonly cardNumber?: string; readonly expirationDate?: string; readonly cardType?: string } | null;
  readonly notificationPreference: NotificationPreference;
}
