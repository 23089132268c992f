import { text } from 'node:stream/consumers';
import { runCli } from './run-cli';

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: (chunk) => process.stdout.write(chunk),
  stderr: (chunk) => process.stderr.write(chunk),
  terminal: { stdout: Boolean(process.stdout.isTTY), stderr: Boolean(process.stderr.isTTY) },
  // Only what is piped: a terminal's stdin would wait for typing.
  readStdin: async () => (process.stdin.isTTY ? '' : text(process.stdin)),
});
