import { beforeEach, describe, expect, it } from 'vitest';
import { ChangePasswordUseCase } from './change-password.use-case';
import { InMemoryAccount, PATIENT_ID, USER_ID } from '../../../tests/fakes/in-memory-account.fake';
import { LoadAvatarUseCase } from './load-avatar.use-case';
import { SaveNotificationSettingsUseCase } from './save-notification-settings.use-case';
import { UpdateContactDetailsUseCase } from './update-contact-details.use-case';
import { UpdatePersonalDetailsUseCase } from './update-personal-details.use-case';
import { UploadAvatarUseCase } from './upload-avatar.use-case';

let account: InMemoryAccount;
const clock = { now: () => Date.UTC(2026, 10, 22, 12) };
const MB = 1024 * 1024;

beforeEach(() => {
  account = new InMemoryAccount();
});

describe('name and phone', () => {
  it('saves trimmed names and the phone as its 10 digits', async () => {
    const result = await new UpdateContactDetailsUseCase(account).execute({
      userId: USER_ID,
      details: { firstName: ' Sam ', lastName: 'Rivera', phone: '+1 (303) 555-0188' },
    });
    expect(result).toMatchObject({ ok: true, value: { firstName: 'Sam', lastName: 'Rivera', phone: '3035550188' } });
    expect(account.calls).toEqual([`updateUser ${USER_ID} {"firstName":"Sam","lastName":"Rivera","phone":"3035550188"}`]);
  });

  it('refuses a blank name or a phone that is not a US number, and sends nothing', async () => {
    const update = new UpdateContactDetailsUseCase(account);
    expect(await update.execute({ userId: USER_ID, details: { firstName: '', lastName: 'Rivera', phone: '' } })).toEqual({
      ok: false,
      error: { message: 'Enter your first name', statusCode: 400 },
    });
    expect(await update.execute({ userId: USER_ID, details: { firstName: 'Sam', lastName: 'Rivera', phone: '12345' } })).toMatchObject({
      ok: false,
      error: { message: 'Enter a 10-digit US phone number' },
    });
    expect(account.calls).toEqual([]);
  });
});

describe('personal details', () => {
  const details = { birthDate: '04-12-1990', gender: 'female', heightFeet: '5', heightInches: '9', weight: '160' };

  it('saves the birth date as stored, the gender, and height in feet and weight in pounds', async () => {
    const result = await new UpdatePersonalDetailsUseCase(account, clock).execute({ patientId: PATIENT_ID, details });
    expect(result).toMatchObject({ ok: true, value: { height: 5.75, weight: 160, basic: { birthDate: '1990-04-12', gender: 'female' } } });
    expect(account.calls).toEqual([`updatePatient ${PATIENT_ID} {"basic":{"birthDate":"1990-04-12","gender":"female"},"height":5.75,"weight":160}`]);
  });

  it('leaves a blank height and weight as they are', async () => {
    await new UpdatePersonalDetailsUseCase(account, clock).execute({
      patientId: PATIENT_ID,
      details: { ...details, heightFeet: '', heightInches: '', weight: ' ' },
    });
    expect(account.calls).toEqual([`updatePatient ${PATIENT_ID} {"basic":{"birthDate":"1990-04-12","gender":"female"}}`]);
  });

  it('refuses someone under 18 on the UTC calendar, and a height out of range', async () => {
    const update = new UpdatePersonalDetailsUseCase(account, clock);
    expect(await update.execute({ patientId: PATIENT_ID, details: { ...details, birthDate: '11-23-2008' } })).toMatchObject({
      ok: false,
      error: { message: 'You must be 18 or older to use this service' },
    });
    expect(await update.execute({ patientId: PATIENT_ID, details: { ...details, birthDate: '11-22-2008' } })).toMatchObject({ ok: true });
    expect(await update.execute({ patientId: PATIENT_ID, details: { ...details, heightFeet: '10' } })).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(account.calls).toHaveLength(1);
  });
});

describe('avatar, password and settings', () => {
  it('uploads an image of at most 5 MB, and refuses a PDF or a larger image before uploading', async () => {
    const upload = new UploadAvatarUseCase(account);
    const image = (name: string, type: string, size: number) => ({ name, type, size, content: new Blob([new Uint8Array(4)]) });
    expect(await upload.execute(image('me.png', 'image/png', 2 * MB))).toMatchObject({ ok: true, value: { avatar: `/api/user/avatar/${'f'.repeat(24)}` } });
    expect(await upload.execute(image('me.pdf', 'application/pdf', 2 * MB))).toMatchObject({
      ok: false,
      error: { message: 'Choose a JPEG, PNG, HEIC or WebP image' },
    });
    expect(await upload.execute(image('me.jpg', 'image/jpeg', 6 * MB))).toMatchObject({ ok: false, error: { message: 'Choose a file of at most 5 MB' } });
    expect(account.calls).toEqual(['uploadAvatar me.png']);
  });

  it('reads only avatars the API serves with the token', async () => {
    const load = new LoadAvatarUseCase(account);
    expect(await load.execute(`/api/user/avatar/${'f'.repeat(24)}`)).toMatchObject({ ok: true });
    expect(await load.execute('https://tracker.example/pixel.png')).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(await load.execute(`/api/user/avatar/${'f'.repeat(24)}/../../me`)).toMatchObject({ ok: false });
    expect(account.calls).toHaveLength(1);
  });

  it('refuses a wrong current password with a clear message, and changes a right one', async () => {
    const change = new ChangePasswordUseCase(account);
    expect(await change.execute({ currentPassword: 'Guess1234', newPassword: 'NewPass123', confirmation: 'NewPass123' })).toEqual({
      ok: false,
      error: { message: 'Your current password is incorrect', statusCode: 403 },
    });
    expect(await change.execute({ currentPassword: 'OldPass123', newPassword: 'NewPass123', confirmation: 'NewPass124' })).toMatchObject({
      ok: false,
      error: { message: 'The two new passwords do not match', statusCode: 400 },
    });
    expect(await change.execute({ currentPassword: 'OldPass123', newPassword: 'NewPass123', confirmation: 'NewPass123' })).toEqual({
      ok: true,
      value: { otherSessionsEnded: true },
    });
    expect(account.password).toBe('NewPass123');
    expect(account.calls).toEqual(['changePassword', 'changePassword']);
  });

  it('saves the four notification preferences and the chat alert together', async () => {
    const preference = { sms: false, email: true, receiveNewsByEmail: true, receiveNewsBySMS: false };
    const result = await new SaveNotificationSettingsUseCase(account).execute({
      userId: USER_ID,
      settings: { notificationPreference: preference, chatNoticeAlert: false },
    });
    expect(result).toMatchObject({ ok: true, value: { notificationPreference: preference, chatNoticeAlert: false } });
  });
});
