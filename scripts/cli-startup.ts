/**
 * `npm run bench:cli [-- --runs 7]`: how long the CLI takes per command from the checkout through tsx
 * (`npx tsx adapters/cli/main.ts`, as `npm run cli` runs it) and installed from its compiled package
 * (`vireo`, bin of cli-package/), against a reference backend on loopback with the demo patient signed in;
 * and the size of that install. Medians of wall-clock time.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { DEMO_ACCOUNTS } from '../server/seed/seed-demo-data';
import { startTestServer } from '../tests/support/test-server';
import { buildCli } from './build-cli';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const folder = mkdtempSync(join(tmpdir(), 'cli-startup-'));
const server = await startTestServer({ validateResponses: false });
const env = {
  ...process.env,
  VIREO_API: server.apiBase(),
  VIREO_SESSION_FILE: join(folder, 'session.json'),
  VIREO_PASSWORD: DEMO_ACCOUNTS.patient.password,
  NO_COLOR: '1',
};

await buildCli(join(folder, 'vireo-cli'), { types: false });
const tarball = execFileSync('npm', ['pack', join(folder, 'vireo-cli'), '--pack-destination', folder, '--silent'], { encoding: 'utf8' }).trim();
const project = join(folder, 'project');
execFileSync('mkdir', ['-p', project]);
writeFileSync(join(project, 'package.json'), '{"name": "probe", "private": true}');
execFileSync('npm', ['install', join(folder, tarball), '--no-audit', '--no-fund', '--silent'], { cwd: project });
const installedSize = execFileSync('du', ['-sh', join(project, 'node_modules')], { encoding: 'utf8' }).split('\t')[0];

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
// Asynchronous runs: the reference server answering them lives in this process.
const run = promisify(execFile);
const time = async (command: string, args: readonly string[], cwd: string) => {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(command, args, { cwd, env }).catch((error: unknown) => {
      throw new Error(`${command} ${args.join(' ')} failed: ${String(error)}`);
    });
    times.push(performance.now() - started);
  }
  return median(times);
};

await run(join(project, 'node_modules/.bin/vireo'), ['login', '--email', DEMO_ACCOUNTS.patient.email], { env });
const answers = join(folder, 'answers.json');
writeFileSync(
  answers,
  JSON.stringify({
    productType: 'hl',
    basics: { gender: 'male', birthDate: '03-15-1988', zipCode: '80218', phone: '(303) 555-0142' },
    address: { address: '1500 Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' },
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  }),
);
const commands = [['--help'], ['--version'], ['whoami'], ['subscriptions', 'list'], ['register', '--answers', answers, '--dry-run']];
console.log(
  `Load average ${(await import('node:os'))
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}; median of ${runs} runs\n`,
);
console.log(['command'.padEnd(44), 'npx tsx (checkout)'.padEnd(20), 'vireo (installed)'].join(''));
for (const args of commands) {
  const viaTsx = await time('npx', ['tsx', 'adapters/cli/main.ts', ...args], process.cwd());
  const installed = await time(join(project, 'node_modules/.bin/vireo'), args, project);
  console.log(
    [args.join(' ').replace(answers, 'answers.json').padEnd(44), `${(viaTsx / 1000).toFixed(2)} s`.padEnd(20), `${(installed / 1000).toFixed(2)} s`].join(''),
  );
}
console.log(`\nInstalled package (npm install vireo-cli-*.tgz): ${installedSize} in node_modules, sharp's libvips most of it`);
await server.close();
