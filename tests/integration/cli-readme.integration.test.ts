import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { buildCli } from '../../scripts/build-cli';
import { ROOT } from '../support/project-root';
import { phonePhotoWithGps } from '../support/phone-photo';
import { startTestServer } from '../support/test-server';

/** The README's "Command line" section: what an integrator reads, run as they would run it. */
const section = (() => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('## Command line'));
})();
const blocks = (language: string) => [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1] ?? '');

/** A transcript's commands (`$ ` lines), each with the output printed under it. */
const transcript = (block: string) =>
  block
    .split(/^\$ /m)
    .slice(1)
    .map((part) => {
      const [command = '', ...output] = part.split('\n');
      return { command, output: output.join('\n') };
    });

let server: RunningReferenceServer;
let project: string;

/** Ids, times and this machine's paths and port as the README writes them. */
const normalized = (text: string) =>
  text
    .replaceAll(server.apiBase(), 'http://127.0.0.1:3000/backend')
    .replaceAll(project, '~')
    .replace(/\b[a-f0-9]{24}\b/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, '<date>');

/**
 * An integrator's project: the package installed by its build (the bin on the PATH, `vireo-cli` to import),
 * tsx and Node's types as they would add them, and the README's answers file with its photos beside it.
 */
beforeAll(async () => {
  server = await startTestServer();
  project = mkdtempSync(join(tmpdir(), 'cli-readme-'));
  const modules = join(project, 'node_modules');
  await buildCli(join(modules, 'vireo-cli'));
  mkdirSync(join(modules, '.bin'), { recursive: true });
  mkdirSync(join(modules, '@types'), { recursive: true });
  chmodSync(join(modules, 'vireo-cli/dist/vireo.mjs'), 0o755);
  symlinkSync('../vireo-cli/dist/vireo.mjs', join(modules, '.bin/vireo'));
  for (const name of ['sharp', 'tsx', '@types/node']) symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  symlinkSync('../tsx/dist/cli.mjs', join(modules, '.bin/tsx'));
  writeFileSync(join(project, 'package.json'), '{"name": "integration", "private": true, "type": "module"}');
  writeFileSync(join(project, 'sam.json'), blocks('json')[0] ?? '');
  mkdirSync(join(project, 'photos'));
  writeFileSync(join(project, 'photos/id-card.jpg'), await phonePhotoWithGps(900, 600));
  writeFileSync(join(project, 'photos/selfie.jpg'), await phonePhotoWithGps(600, 800));
  writeFileSync(join(project, 'example.mts'), blocks('ts')[0] ?? '');
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe("the README's command line, verbatim", () => {
  it('has the examples this test runs', () => {
    expect(blocks('console').length).toBeGreaterThanOrEqual(6);
    expect(blocks('ts')).toHaveLength(1);
  });

  it('type-checks the TypeScript example against the installed package (strict, Node module resolution)', () => {
    const tsc = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--types',
        'node',
        'example.mts',
      ],
      { cwd: project, encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    // The types are real, not `any`: a wrong call does not compile.
    writeFileSync(join(project, 'wrong.mts'), "import { connect } from 'vireo-cli';\nconnect({ api: 42 });\n");
    const wrong = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--types',
        'node',
        'wrong.mts',
      ],
      {
        cwd: project,
        encoding: 'utf8',
      },
    );
    expect(wrong.stdout).toContain("wrong.mts(2,11): error TS2322: Type 'number' is not assignable to type 'string'.");
  }, 60_000);

  it('prints what the README shows for every command of its transcripts, in order', async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VIREO_') && name !== 'XDG_CONFIG_HOME'));
    Object.assign(env, { HOME: project, PATH: `${join(project, 'node_modules/.bin')}:${process.env.PATH}`, VIREO_API: server.apiBase(), NO_COLOR: '1' });
    const runs: { command: string; printed: string }[] = [];
    for (const { command } of blocks('console').flatMap(transcript)) {
      // Asynchronously: the reference server answering it runs in this process.
      const { stdout } = await promisify(execFile)('bash', ['-c', `${command} 2>&1 || true`], { cwd: project, env, encoding: 'utf8' });
      runs.push({ command, printed: normalized(stdout) });
    }
    expect(runs).toEqual(
      blocks('console')
        .flatMap(transcript)
        .map(({ command, output }) => ({ command, printed: normalized(output) })),
    );
  }, 120_000);
});
