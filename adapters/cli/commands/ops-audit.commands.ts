import * as z from 'zod/mini';
import { table } from '../output';
import { EXIT_CODES, type Command } from '../cli-context';

const entrySchema = z.object({
  at: z.string(),
  actorKind: z.string(),
  actorId: z.nullable(z.string()),
  action: z.string(),
  resource: z.string(),
  resourceId: z.nullable(z.string()),
  operation: z.string(),
  outcome: z.number(),
});
const answerSchema = z.union([
  z.object({ status: z.literal('success'), data: z.array(entrySchema) }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);

const DEFAULT_LIMIT = 100;

/**
 * An operator's read of the audit log (the reference backend's POST /_ops/audit-log, served only when it
 * runs with --ops): who reached one patient's health data, what, when, and how it ended.
 */
export const opsAuditCommand: Command = {
  path: ['ops', 'audit'],
  summary: "Who read or changed a patient's health data, newest first (operator; a server started with --ops)",
  options: {
    patient: { type: 'string', description: "the patient's e-mail", required: true },
    limit: { type: 'string', description: `how many entries (default ${DEFAULT_LIMIT}, at most 1000)` },
  },
  run: async (context, values) => {
    const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      context.output.error('--limit must be a whole number from 1 to 1000');
      return EXIT_CODES.usage;
    }
    let answer: unknown;
    try {
      // The e-mail goes in the body: no proxy or access log keeps it.
      const response = await fetch(`${context.apiBase}/_ops/audit-log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ patientEmail: String(values.patient), limit }),
      });
      answer = await response.json();
    } catch {
      context.output.error(`The server at ${context.apiBase} could not be reached`);
      return EXIT_CODES.api;
    }
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) {
      context.output.error('The server answered something other than an audit log');
      return EXIT_CODES.api;
    }
    if (parsed.data.status === 'error') {
      const hint = parsed.data.message.startsWith('No such endpoint') ? ': start the server with --ops' : '';
      context.output.error(`${parsed.data.message}${hint}`);
      return EXIT_CODES.api;
    }
    const entries = parsed.data.data;
    context.output.result(entries, () =>
      table(
        ['WHEN (UTC)', 'WHO', 'ACTOR', 'ACTION', 'RESOURCE', 'RESOURCE ID', 'OPERATION', 'OUTCOME'],
        entries.map((entry) => [
          entry.at.replace('T', ' ').replace(/\.\d+Z$/, ''),
          entry.actorKind,
          entry.actorId ?? '-',
          entry.action,
          entry.resource,
          entry.resourceId ?? '-',
          entry.operation,
          String(entry.outcome),
        ]),
        'No access to this patient\u2019s health data is recorded.',
      ),
    );
    return EXIT_CODES.ok;
  },
};
