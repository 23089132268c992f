import { runCli } from './run-cli';

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTerminal: Boolean(process.stdout.isTTY),
});
