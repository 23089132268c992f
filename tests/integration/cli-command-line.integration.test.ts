import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { ROOT } from '../support/project-root';
import { version } from '../../package.json';
import { writeAnswersFile } from './cli-answers-file';
import { runCli, runCliWith, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-line-');
/** The CLI with nothing in its environment but the session file: the API comes from the command line. */
const bare = (sessionFile: string, ...args: string[]) => runCliWith({ env: { VIREO_API: undefined, VIREO_SESSION_FILE: sessionFile } }, ...args);

describe('global options wherever they stand (issue 20, defect 3)', () => {
  it('reads --api before the command, and after a group and --help', async () => {
    const session = join(backend.folder, 'line.session.json');
    const api = backend.server.apiBase();
    expect((await bare(session, '--api', api, 'login', '--email', DEMO_ACCOUNTS.patient.email, '--password-stdin')).code).toBe(2);
    const login = await runCliWith(
      { env: { VIREO_API: undefined, VIREO_SESSION_FILE: session }, input: `${DEMO_ACCOUNTS.patient.password}\n` },
      '--api',
      api,
      'login',
      '--email',
      DEMO_ACCOUNTS.patient.email,
      '--password-stdin',
    );
    expect(login).toMatchObject({ code: 0, stdout: expect.stringContaining('Signed in as Jordan Demo') });
    expect(await bare(session, '--api', api, 'whoami')).toMatchObject({ code: 0, stdout: expect.stringContaining('<demo.patient@vireo.example>') });
    expect(await bare(session, '--json', '--api', api, 'subscriptions', 'list')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\[\n/) });
    expect(await bare(session, 'subscriptions', '--help', '--api', api)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Usage: vireo subscriptions <command> [options]'),
    });
    expect(await bare(session, '--api', api, 'subscriptions', 'show', '--id')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Option '--id <value>' argument missing"),
    });
  });
});

describe('the smaller defects (issue 20, defect 6)', () => {
  it('prints its version', async () => {
    expect(await runCli(backend.server, join(backend.folder, 'v.json'), '--version')).toEqual({ code: 0, stdout: `vireo ${version}\n`, stderr: '' });
  });

  it('colours an error only when stderr itself is a terminal', () => {
    const cli = `${process.execPath} --import tsx adapters/cli/main.ts no-such-command`;
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NO_COLOR'));
    // `script` gives the command a terminal; stderr is redirected to a file in the first run only.
    const errFile = join(backend.folder, 'stderr.txt');
    spawnSync('script', ['-qec', `${cli} 2>${errFile}`, '/dev/null'], { cwd: ROOT, env, stdio: 'ignore' });
    expect(readFileSync(errFile, 'utf8')).toBe('Error: Unknown command: no-such-command. Run with --help to list the commands.\n');
    const onTerminal = spawnSync('script', ['-qec', cli, '/dev/null'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(onTerminal.stdout).toContain('\u001b[31mError: Unknown command');
  });

  it('names the allowed values of an answers file entry with the wrong shape', async () => {
    const file = writeAnswersFile(backend.folder, 'shape');
    const answers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...answers, productType: 'hair', basics: { ...(answers.basics as object), gender: 'man' }, adress: {} }));
    expect(await runCli(backend.server, join(backend.folder, 'shape.session.json'), 'register', '--answers', file, '--dry-run')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Error: The answers file is not valid: productType: Invalid option: expected one of "wl"|"hl"|"ag"|"ed"; basics.gender: Invalid option: expected one of "male"|"female"; file: Unrecognized key: "adress"\n',
    });
  });

  it("resolves the answers file's photo paths from the file's own folder", async () => {
    const file = writeAnswersFile(backend.folder, 'relative');
    const answers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...answers, photos: { cardID: 'id.png', selfie: './selfie.png' } }));
    expect(await runCliWith({ env: { VIREO_API: backend.server.apiBase() }, cwd: '/' }, 'register', '--answers', file, '--dry-run')).toMatchObject({
      code: 0,
      stdout: '✓ the answers file is valid: 15 answers for the hl registration; nothing was written\n',
    });
  });

  it('asks a doctor about the treatment whose registration is done, not the one still in registration', async () => {
    const session = join(backend.folder, 'asker.session.json');
    const cli = (...args: string[]) => runCli(backend.server, session, ...args);
    const done = await cli(
      'register',
      '--answers',
      writeAnswersFile(backend.folder, 'asker', { account: { email: 'asker@example.com', password: 'Register123' } }),
      '--json',
    );
    const { subscriptionId } = JSON.parse(done.stdout) as { subscriptionId: string };
    // A second treatment stops at its questions: the ed file answers none of them.
    const registering = await cli('register', '--answers', writeAnswersFile(backend.folder, 'asker-ed', { productType: 'ed', answers: {} }));
    expect(registering.code).toBe(4);
    const asked = await cli('chat', 'ask', '--category', 'plan', '--message', 'Can I take it with food?', '--json');
    expect(asked.code).toBe(0);
    const chats = JSON.parse((await cli('chats', 'list', '--json')).stdout) as { _id: string; subscription: { _id: string } | null }[];
    const { chatId } = JSON.parse(asked.stdout) as { chatId: string };
    expect(chats.find((chat) => chat._id === chatId)?.subscription?._id).toBe(subscriptionId);
  });

  it('says which question a check-in answer leaves open', async () => {
    const session = join(backend.folder, 'demo.session.json');
    const cli = (...args: string[]) => runCli(backend.server, session, ...args);
    await runCliWith(
      { env: { VIREO_API: backend.server.apiBase(), VIREO_SESSION_FILE: session, VIREO_PASSWORD: DEMO_ACCOUNTS.patient.password } },
      'login',
      '--email',
      DEMO_ACCOUNTS.patient.email,
    );
    const [active] = JSON.parse((await cli('subscriptions', 'list', '--json')).stdout) as { _id: string }[];
    const questions = JSON.parse((await cli('subscriptions', 'questions', '--id', active!._id, '--kind', 'follow-up', '--json')).stdout) as {
      _id: string;
      question: string;
      qOptions: { _id: string; label: string }[];
    }[];
    const usage = questions.find((question) => question.question === 'How often are you using your treatment?')!;
    const stopped = usage.qOptions.find((option) => option.label === 'I stopped')!;
    const why = questions.find((question) => question.question === 'What made you stop?')!;
    const answers = JSON.stringify([{ questionId: usage._id, optionIds: [stopped._id] }]);
    expect(await cli('subscriptions', 'follow-up', '--id', active!._id, '--answers', answers, '--json')).toEqual({
      code: 4,
      stdout: '',
      stderr: `${JSON.stringify({ error: { code: 'invalid_request', message: `"What made you stop?" (${why._id}): Enter an answer`, status: 400 } })}\n`,
    });
  });
});
