import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { recordCounts, runCli, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-');
const cli = (...args: string[]) => runCli(backend.server, join(backend.folder, 'session.json'), ...args);

describe('the CLI against a running reference backend', () => {
  it('signs in and lists subscriptions with their display status, as a table and as JSON', async () => {
    const login = await cli('login', '--email', DEMO_ACCOUNTS.patient.email, '--password', DEMO_ACCOUNTS.patient.password);
    expect(login).toMatchObject({ code: 0, stdout: expect.stringContaining('Signed in as Jordan Demo') });
    const list = await cli('subscriptions', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/TREATMENT\s+PRODUCT\s+STATUS/);
    expect(list.stdout).toMatch(/Erectile dysfunction\s+\S.*\s+Active/);
    const json = await cli('subscriptions', 'list', '--json');
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ productType: 'ed', displayStatus: 'Active' }));
  });

  it('gives scripts distinct exit codes (auth 3, usage 2) with a clear message, and writes nothing when it refuses', async () => {
    const before = await recordCounts(backend.server);
    expect(await cli('login', '--email', DEMO_ACCOUNTS.patient.email, '--password', 'wrong-Pass1')).toEqual({
      code: 3,
      stdout: '',
      stderr: 'Error: Incorrect e-mail or password\n',
    });
    expect(await cli('login', '--email', DEMO_ACCOUNTS.doctor.email, '--password', DEMO_ACCOUNTS.doctor.password)).toMatchObject({
      code: 3,
      stderr: expect.stringContaining('Wrong User!'),
    });
    expect(await cli('subscriptions', 'list')).toMatchObject({ code: 3, stderr: 'Error: Not signed in: run `login` first\n' });
    expect(await cli('no-such-command')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Error: Unknown command: no-such-command. Run with --help to list the commands.\n',
    });
    expect(await cli('login', '--email', 'a@example.com')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Give the password with --password-stdin'),
    });
    expect(await cli('login', '--password-stdin')).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing --email') });
    expect(await recordCounts(backend.server)).toEqual(before);
  });

  it('answers --help with every command, its summary in one column, and exit code 0; a command with its options', async () => {
    const help = await cli('--help');
    expect(help).toMatchObject({ code: 0, stderr: '', stdout: expect.stringMatching(/^Usage: vireo <command> \[options\]\n\nCommands:\n/) });
    const commandLines = help.stdout.slice(help.stdout.indexOf('Commands:\n'), help.stdout.indexOf('\n\nGlobal options')).split('\n').slice(1);
    expect(commandLines).toContainEqual(expect.stringMatching(/^ {2}subscriptions remove-dose-change {2,}Withdraw the dose change waiting for the doctor$/));
    const summaryColumns = new Set(commandLines.map((line) => /^ {2}\S+(?: \S+)? {2,}/.exec(line)?.[0].length ?? 'none'));
    expect([...summaryColumns]).toEqual([expect.any(Number)]);
    expect(help.stdout).toContain('Exit codes: 0 ok, 1 unexpected failure, 2 usage error, 3 auth error, 4 API error.');

    const pauseHelp = await cli('subscriptions', 'pause', '--help');
    expect(pauseHelp).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: vireo subscriptions pause [options]') });
    expect(pauseHelp.stdout).toMatch(/--id <value> +subscription id \(required\)/);

    // A group alone lists its commands: on --help as the answer, otherwise as a usage error.
    const groupHelp = await cli('billing', '--help');
    expect(groupHelp).toMatchObject({ code: 0, stderr: '', stdout: expect.stringContaining('Usage: vireo billing <command> [options]') });
    expect(groupHelp.stdout).toMatch(/^ {2}billing charges {2,}\S/m);
    expect(groupHelp.stdout).toMatch(/^ {2}billing card {2,}\S/m);
    expect(groupHelp.stdout).not.toContain('subscriptions');
    const groupAlone = await cli('subscriptions');
    expect(groupAlone).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('subscriptions needs a command.') });
    expect(groupAlone.stderr).toMatch(/^ {2}subscriptions pause {2,}Pause an active subscription/m);
  });
});
