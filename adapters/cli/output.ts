/** Output for people (aligned tables, colour only on a terminal) or, with --json, for scripts. */
export interface Output {
  readonly json: boolean;
  /** A result: a JSON document with --json, else the human rendering. */
  result(value: unknown, human: () => string): void;
  /** A progress or confirmation line for people; silent with --json. */
  info(line: string): void;
  error(message: string): void;
}

export interface OutputIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly colour: boolean;
}

export const createOutput = (io: OutputIo, json: boolean): Output => {
  const paint = (code: string, text: string) => (io.colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  return {
    json,
    result: (value, human) => io.stdout(`${json ? JSON.stringify(value, null, 2) : human()}\n`),
    info: (line) => {
      if (!json) io.stdout(`${line}\n`);
    },
    error: (message) => io.stderr(`${json ? JSON.stringify({ error: message }) : paint('31', `Error: ${message}`)}\n`),
  };
};

/** Columns padded to their widest cell; an empty list says so instead of printing a bare header. */
export const table = (headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string => {
  if (rows.length === 0) return empty;
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};
