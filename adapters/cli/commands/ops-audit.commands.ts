import { table } from '../output';
import type { Command } from '../cli-context';
import { usageError } from '../failures';
import { printResult } from './operator-output';
import { TOKENS } from '../../container/tokens';

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

/**
 * An operator's read of the audit log (the reference backend's operator routes, with --ops): who reached
 * one patient's health data, what, when, and how it ended.
 */
export const opsAuditCommand: Command = {
  path: ['ops', 'audit'],
  summary: "Who read or changed a patient's health data, newest first (operator; a server started with --ops)",
  options: {
    patient: { type: 'string', description: "the patient's e-mail", required: true },
    limit: { type: 'string', description: `how many entries (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})` },
  },
  run: async (context, values) => {
    const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return usageError(context, `--limit must be a whole number from 1 to ${MAX_LIMIT}`);
    return printResult(context, context.get(TOKENS.operator).auditLog(String(values.patient), limit), (entries) =>
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
  },
};
