import { beforeEach, describe, expect, it } from 'vitest';
import { INVALID_RESET_LINK } from '../../../domain/session/reset-link';
import { InMemoryShell } from '../../../tests/fakes/in-memory-shell.fake';
import { CheckResetLinkUseCase } from './check-reset-link.use-case';
import { RequestPasswordResetUseCase } from './request-password-reset.use-case';
import { SetNewPasswordUseCase } from './set-new-password.use-case';

const TOKEN = 'A'.repeat(43);
let shell: InMemoryShell;

beforeEach(() => {
  shell = new InMemoryShell();
  shell.resetTokens.set(TOKEN, 'pat@example.com');
});

describe('password reset', () => {
  it('sends the link for a well-formed e-mail, and refuses another without asking', async () => {
    const request = new RequestPasswordResetUseCase(shell);
    expect((await request.execute(' pat@example.com ')).ok).toBe(true);
    expect(await request.execute('pat@')).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(shell.calls).toEqual(['sendResetLink pat@example.com']);
  });

  it('checks a link with or without its e-mail part, and refuses a malformed one without asking', async () => {
    const check = new CheckResetLinkUseCase(shell);
    expect(await check.execute({ token: TOKEN })).toEqual({ ok: true, value: { link: { token: TOKEN }, email: 'pat@example.com' } });
    expect(await check.execute({ token: TOKEN, email: 'pat@example.com' })).toMatchObject({ ok: true });
    expect(await check.execute({ token: 'short' })).toEqual({ ok: false, error: { message: INVALID_RESET_LINK, statusCode: 400 } });
    expect(shell.calls).toEqual([`checkResetLink ${TOKEN}`, `checkResetLink ${TOKEN}`]);
  });

  it('sets a new password once, refusing a weak one before sending', async () => {
    const reset = new SetNewPasswordUseCase(shell);
    expect(await reset.execute({ link: { token: TOKEN }, newPassword: 'short' })).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect((await reset.execute({ link: { token: TOKEN }, newPassword: 'NewPassword1' })).ok).toBe(true);
    expect(await reset.execute({ link: { token: TOKEN }, newPassword: 'NewPassword1' })).toMatchObject({ ok: false, error: { message: INVALID_RESET_LINK } });
  });
});
