import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BrandId } from '../http/request-client';
import type { ServerContext } from '../server-context';

export interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Who a brand's mail comes from (the brands of ui/public/config.json). */
export const BRAND_SENDERS: Readonly<Record<BrandId, { readonly name: string; readonly address: string }>> = {
  main: { name: 'Vireo Health', address: 'no-reply@vireohealth.example' },
  women: { name: "Wren Women's Health", address: 'no-reply@wrenhealth.example' },
};

/**
 * Local mode sends no mail: it writes the message as an .eml file in the outbox folder, where a developer
 * or a test reads it, and returns the file's name (the only thing about it that may be logged).
 */
export const writeOutboxMail = (ctx: Pick<ServerContext, 'outboxDir' | 'wallNow'>, brand: BrandId, mail: OutboxMail): string => {
  mkdirSync(ctx.outboxDir, { recursive: true });
  const sentAt = new Date(ctx.wallNow());
  // Sortable by time; no address in the name.
  const file = join(ctx.outboxDir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
  const sender = BRAND_SENDERS[brand];
  const message = [
    `From: ${sender.name} <${sender.address}>`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${sentAt.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\r\n');
  writeFileSync(file, message, { mode: 0o600 });
  return basename(file);
};
