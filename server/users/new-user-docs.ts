import type { PatientDoc, UserDoc } from './users.repository';

const DEFAULT_NOTIFICATION_PREFERENCE = { sms: true, email: true, receiveNewsByEmail: false, receiveNewsBySMS: false };

export interface NewUserFields {
  readonly email: string;
  readonly roles: UserDoc['roles'];
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly phone?: string | null;
}

export const newUserDoc = (id: string, fields: NewUserFields): UserDoc => ({
  _id: id,
  roles: fields.roles,
  email: fields.email,
  firstName: fields.firstName ?? null,
  lastName: fields.lastName ?? null,
  phone: fields.phone ?? null,
  avatar: null,
  chatNoticeAlert: true,
  notificationPreference: DEFAULT_NOTIFICATION_PREFERENCE,
  verifyClientSecret: null,
  showReactivatePopup: false,
  belugaMode: false,
  latestBilledAmount: null,
});

export const newPatientDoc = (id: string, status: PatientDoc['status']): PatientDoc => ({
  _id: id,
  status,
  height: null,
  weight: null,
  bmi: null,
  basic: { birthDate: null, gender: 'male' },
  shipping: {},
  verify: { completed: false },
  creditCard: null,
  notificationPreference: DEFAULT_NOTIFICATION_PREFERENCE,
  payment: null,
});
