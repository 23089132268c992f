import { describe, expect, it } from 'vitest';
import { ChangePasswordUseCase } from '../../../application/use-cases/account/change-password.use-case';
import { InMemoryAccount } from '../../../application/use-cases/account/in-memory-account.fake';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { MessagingAndAccountUseCases } from './messaging-and-account-use-cases';
import { ProfileStore } from './profile.store';

describe('Account Info', () => {
  it("takes the server's refusal away once the patient changes that form, and only that form's", async () => {
    const account = new InMemoryAccount();
    const useCases = { changePassword: new ChangePasswordUseCase(account) } as unknown as MessagingAndAccountUseCases;
    const profile = new ProfileStore(useCases, {} as LoadCurrentUserUseCase, () => undefined);
    expect(await profile.changePassword({ currentPassword: 'NotMyPassword1', newPassword: 'Changed12345', confirmation: 'Changed12345' })).toBe(false);
    expect(profile.errors.password).toBe('Your current password is incorrect');
    profile.edited('contact');
    expect(profile.errors.password).toBe('Your current password is incorrect');
    profile.edited('password');
    expect(profile.errors.password).toBeUndefined();
  });
});
