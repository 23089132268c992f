import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { TREATABLE_ANSWERS, writeAnswersFile } from './cli-answers-file';
import { runCli, runCliWith, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-conveniences-');
const { email, password } = DEMO_ACCOUNTS.patient;

describe('the conveniences of a real CLI (issue 20)', () => {
  it('takes the password from stdin or VIREO_PASSWORD, and says who is signed in with `auth status`', async () => {
    const env = { VIREO_API: backend.server.apiBase(), VIREO_SESSION_FILE: join(backend.folder, 'status.session.json') };
    const status = () => runCliWith({ env }, 'auth', 'status', '--json');
    const out = await status();
    expect(out.code).toBe(3);
    expect(JSON.parse(out.stdout)).toEqual({ signedIn: false, api: env.VIREO_API, profile: null, sessionFile: env.VIREO_SESSION_FILE });

    const piped = await runCliWith({ env, input: `${password}\n` }, 'login', '--email', email, '--password-stdin');
    expect(piped).toMatchObject({ code: 0, stdout: expect.stringContaining('Signed in as Jordan Demo') });
    expect(piped.stdout + piped.stderr).not.toContain(password);
    expect(await runCliWith({ env: { ...env, VIREO_PASSWORD: password } }, 'login', '--email', email)).toMatchObject({ code: 0 });
    const signedIn = await status();
    expect(signedIn.code).toBe(0);
    expect(JSON.parse(signedIn.stdout)).toMatchObject({ signedIn: true, email, api: env.VIREO_API, tokenExpiresAt: expect.any(String) });
    expect(signedIn.stdout).not.toMatch(/accessToken|eyJ/);
  });

  it('keeps named profiles in a config file, each with its API and a session of its own', async () => {
    const home = join(backend.folder, 'config-home');
    const env = { XDG_CONFIG_HOME: home, VIREO_API: undefined, VIREO_SESSION_FILE: undefined, VIREO_PASSWORD: password };
    expect(await runCliWith({ env }, 'config', 'set-profile', '--name', 'local', '--profile-api', backend.server.apiBase())).toMatchObject({ code: 0 });
    expect(JSON.parse(readFileSync(join(home, 'vireo-cli/config.json'), 'utf8'))).toEqual({ profiles: { local: { api: backend.server.apiBase() } } });
    expect(await runCliWith({ env }, '--profile', 'local', 'login', '--email', email)).toMatchObject({ code: 0 });
    expect(existsSync(join(home, 'vireo-cli/sessions/local.json'))).toBe(true);
    expect(await runCliWith({ env }, 'whoami', '--profile', 'local')).toMatchObject({ code: 0, stdout: expect.stringContaining(email) });
    expect(await runCliWith({ env: { ...env, VIREO_PROFILE: 'local' } }, 'auth', 'status')).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Profile:       local'),
    });
    expect(await runCliWith({ env }, 'whoami', '--profile', 'staging')).toEqual({
      code: 2,
      stdout: '',
      stderr: `Error: No profile 'staging' in ${join(home, 'vireo-cli/config.json')}: it has local\n`,
    });
  });

  it('--log-level debug shows each HTTP call, without tokens, passwords or health data', async () => {
    const file = writeAnswersFile(backend.folder, 'debug', { account: { email: 'debug.log@example.com', password: 'Register123' } });
    const registered = await runCli(backend.server, join(backend.folder, 'debug.session.json'), 'register', '--answers', file, '--log-level', 'debug');
    expect(registered.code).toBe(0);
    const log = registered.stderr;
    expect(log).toMatch(/^debug: POST \/backend\/identity\/sign-up -> 201 \(\d+ ms\)$/m);
    expect(log).toMatch(/^debug: GET \/backend\/api\/questionnaires\?sort=…&productType=…/m);
    expect(log).toMatch(/^debug: POST \/backend\/api\/v2\/subscription\/hold-charge\/[a-f0-9]{24} -> 201/m);
    const secrets = ['Register123', 'debug.log@example.com', '4242', 'Bearer', 'Colfax', '80218', '555-', ...Object.values(TREATABLE_ANSWERS).flat()];
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  });

  it('completes commands, options and their choices in bash', async () => {
    const script = (await runCli(backend.server, join(backend.folder, 'c.json'), 'completion', '--shell', 'bash')).stdout;
    const scriptFile = join(backend.folder, 'completion.bash');
    writeFileSync(scriptFile, script);
    const complete = (...words: string[]) =>
      execFileSync(
        'bash',
        [
          '-c',
          `source ${scriptFile}; COMP_WORDS=(vireo ${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length}; _vireo; echo "\${COMPREPLY[*]}"`,
        ],
        {
          encoding: 'utf8',
        },
      ).trim();
    expect(complete('sub')).toBe('subscriptions');
    expect(complete('subscriptions', 'pa')).toBe('pause');
    expect(complete('--api', 'http://x', 'subscriptions', 'pause', '--i')).toBe('--id');
    expect(complete('subscriptions', 'questions', '--kind', '')).toBe('renewal follow-up');
    expect(complete('completion', '--shell', '')).toBe('bash zsh');
    expect(complete('--log-level', 'd')).toBe('debug');
  });

  it('gives every API error its stable code and status with --json', async () => {
    const session = join(backend.folder, 'codes.session.json');
    await runCliWith({ env: { VIREO_API: backend.server.apiBase(), VIREO_SESSION_FILE: session, VIREO_PASSWORD: password } }, 'login', '--email', email);
    const missing = await runCli(backend.server, session, 'subscriptions', 'show', '--id', '0123456789abcdef01234567', '--json');
    expect(missing).toMatchObject({ code: 4, stdout: '' });
    expect(JSON.parse(missing.stderr)).toEqual({ error: { code: 'not_found', message: 'Subscription not found', status: 404 } });

    const poor = writeAnswersFile(backend.folder, 'poor', {
      account: { email: 'poor@example.com', password: 'Register123' },
      card: { number: '4000 0000 0000 9995', expiry: '12/34', cvc: '123' },
    });
    const declined = await runCli(backend.server, join(backend.folder, 'poor.session.json'), 'register', '--answers', poor, '--json');
    expect(declined.code).toBe(4);
    expect(JSON.parse(declined.stderr)).toEqual({
      error: { code: 'insufficient_funds', message: 'Shipping & Payment (payment): Your card has insufficient funds.', status: 402 },
    });
  });
});
