import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../server-context';

export interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Local mode sends no mail: it writes the message as an .eml file in the outbox folder, where a developer
 * or a test reads it, and returns the file's path.
 */
export const writeOutboxMail = (ctx: Pick<ServerContext, 'outboxDir' | 'wallNow'>, mail: OutboxMail): string => {
  mkdirSync(ctx.outboxDir, { recursive: true });
  const sentAt = new Date(ctx.wallNow());
  // Sortable by time; no address in the name.
  const file = join(ctx.outboxDir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
  const message = [
    'From: Vireo Health <no-reply@vireo.example>',
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${sentAt.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\r\n');
  writeFileSync(file, message, { mode: 0o600 });
  return file;
};
