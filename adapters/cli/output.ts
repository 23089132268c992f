import type { ErrorCode } from '../../domain/shared/error-codes';

/** The codes of `{"error": {"code", ...}}`: the API's and the client's, and two of the CLI's own. */
export type CliErrorCode = ErrorCode | 'usage_error' | 'unexpected_error';

/** What a script reads beside an error's message: its stable code and the HTTP status behind it, if any. */
export interface Problem {
  readonly code: CliErrorCode;
  readonly status: number | null;
}

/** Output for people (aligned tables, colour only on a terminal) or, with --json, for scripts. */
export interface Output {
  readonly json: boolean;
  /** A result: a JSON document with --json, else the human rendering. */
  result(value: unknown, human: () => string): void;
  /** One item of a stream (`watch`): with --json one compact JSON object per line (NDJSON), else a line. */
  event(value: unknown, human: () => string): void;
  /** A progress or confirmation line for people; silent with --json. */
  info(line: string): void;
  /** An error on stderr: `Error: message`, or `{"error": {"code", "message", "status"}}` with --json. */
  error(message: string, problem: Problem): void;
  /** A diagnostic line on stderr, only with --log-level debug. */
  debug(line: string): void;
}

export interface OutputIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Colour for stderr: only when stderr itself is a terminal and NO_COLOR is not set. */
  readonly colour: boolean;
  readonly debug: boolean;
}

export const createOutput = (io: OutputIo, json: boolean): Output => {
  const paint = (code: string, text: string) => (io.colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  return {
    json,
    result: (value, human) => io.stdout(`${json ? JSON.stringify(value, null, 2) : human()}\n`),
    event: (value, human) => io.stdout(`${json ? JSON.stringify(value) : human()}\n`),
    info: (line) => {
      if (!json) io.stdout(`${line}\n`);
    },
    error: (message, { code, status }) => io.stderr(`${json ? JSON.stringify({ error: { code, message, status } }) : paint('31', `Error: ${message}`)}\n`),
    debug: (line) => {
      if (io.debug) io.stderr(`${paint('2', `debug: ${line}`)}\n`);
    },
  };
};

/** Columns padded to their widest cell; an empty list says so instead of printing a bare header. */
export const table = (headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string => {
  if (rows.length === 0) return empty;
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};
