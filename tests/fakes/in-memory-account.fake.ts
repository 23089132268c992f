import type { AddressCandidate, AddressForm, AddressSuggestion, EnabledState } from '../../domain/entities/address';
import type { Patient } from '../../domain/entities/patient';
import type { User } from '../../domain/entities/user';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccountPort, PatientUpdate, UserUpdate } from '../../application/ports/account.port';
import type { AddressPort } from '../../application/ports/address.port';
import type { PasswordChanged, PasswordsPort } from '../../application/ports/passwords.port';
import type { UploadFile } from '../../application/ports/chat.port';

export const USER_ID = 'a'.repeat(24);
export const PATIENT_ID = 'b'.repeat(24);

const PATIENT: Patient = {
  _id: PATIENT_ID,
  status: 'active',
  height: null,
  weight: null,
  bmi: null,
  basic: { birthDate: '1990-04-12', gender: 'male' },
  shipping: {},
  verify: { completed: true },
  creditCard: null,
  notificationPreference: { sms: true, email: true, receiveNewsByEmail: false, receiveNewsBySMS: false },
};

const USER: User = {
  _id: USER_ID,
  roles: ['patient'],
  email: 'jordan@example.com',
  firstName: 'Jordan',
  lastName: 'Demo',
  phone: '2025550143',
  avatar: null,
  chatNoticeAlert: true,
  notificationPreference: PATIENT.notificationPreference,
  verifyClientSecret: null,
  showReactivatePopup: false,
  belugaMode: false,
  latestBilledAmount: null,
  patient: PATIENT,
  subscriptions: [],
};

/**
 * The account and the address service in memory: a user with a patient, a password, the served states,
 * and the candidates the address service gives. Every call is recorded.
 */
export class InMemoryAccount implements AccountPort, AddressPort, PasswordsPort {
  readonly calls: string[] = [];
  user: User = USER;
  password = 'OldPass123';
  shipping: AddressForm | null = null;
  served: readonly EnabledState[] = [
    { code: 'CO', name: 'Colorado' },
    { code: 'NY', name: 'New York' },
  ];
  candidates: readonly AddressCandidate[] = [];

  async updateUser(userId: string, update: UserUpdate): Promise<Result<User>> {
    this.calls.push(`updateUser ${userId} ${JSON.stringify(update)}`);
    if (userId !== this.user._id) return fail('User not found', 404);
    const { notificationPreference, ...rest } = update;
    this.user = { ...this.user, ...rest, notificationPreference: { ...this.user.notificationPreference, ...notificationPreference } };
    return ok(this.user);
  }

  async updatePatient(patientId: string, update: PatientUpdate): Promise<Result<Patient>> {
    this.calls.push(`updatePatient ${patientId} ${JSON.stringify(update)}`);
    const patient = this.user.patient as Patient;
    if (patientId !== patient._id) return fail('Patient not found', 404);
    const next: Patient = { ...patient, ...update, basic: { ...patient.basic, ...update.basic } };
    this.user = { ...this.user, patient: next };
    return ok(next);
  }

  async saveShipping(address: AddressForm, options: { readonly reship: boolean }): Promise<Result<AddressForm>> {
    this.calls.push(`saveShipping ${options.reship ? 'save-and-reship' : 'save'} ${JSON.stringify(address)}`);
    this.shipping = address;
    return ok(address);
  }

  async uploadAvatar(file: UploadFile): Promise<Result<User>> {
    this.calls.push(`uploadAvatar ${file.name}`);
    this.user = { ...this.user, avatar: `/api/user/avatar/${'f'.repeat(24)}` };
    return ok(this.user);
  }

  async loadAvatar(path: string): Promise<Result<Blob>> {
    this.calls.push(`loadAvatar ${path}`);
    return ok(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<Result<PasswordChanged>> {
    this.calls.push('changePassword');
    if (currentPassword !== this.password) return fail('Wrong password', 403);
    this.password = newPassword;
    return ok({ otherSessionsEnded: true });
  }

  async suggest(search: string): Promise<Result<readonly AddressSuggestion[]>> {
    this.calls.push(`suggest ${search}`);
    return ok([]);
  }

  /** Invalid matches included, as the address service is always asked. */
  async verify(address: AddressForm, candidates: number): Promise<Result<readonly AddressCandidate[]>> {
    this.calls.push(`verify invalid ${candidates} ${address.address}`);
    return ok(this.candidates.slice(0, candidates));
  }

  async enabledStates(): Promise<Result<readonly EnabledState[]>> {
    this.calls.push('enabledStates');
    return ok(this.served);
  }
}
