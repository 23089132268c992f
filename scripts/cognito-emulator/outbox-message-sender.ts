import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';

/**
 * Where the emulator's mail goes: each confirmation code a file of the outbox (0600), as the reference
 * backend's reset mail does, instead of cognito-local's console box. The log names the file only.
 */
export const outboxMessageSender = (outboxDir: string, log: (line: string) => void): MessageSender => {
  const deliver = (destination: string, code: string | undefined): Promise<void> => {
    mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
    writeFileSync(join(outboxDir, name), `To: ${destination}\nCode: ${code ?? ''}\n`, { mode: 0o600 });
    log(`a code was sent: ${join(outboxDir, name)}`);
    return Promise.resolve();
  };
  return {
    sendEmail: (_ctx, _user, destination, message) => deliver(destination, message.__code),
    sendSms: (_ctx, _user, destination, message) => deliver(destination, message.__code),
  };
};

/** The newest code the emulator sent to `email`, as its inbox would show it; null when none was sent. */
export const latestCodeFor = (outboxDir: string, email: string): string | null => {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith('.txt'));
  } catch {
    return null;
  }
  const wanted = email.trim().toLowerCase();
  for (const name of names.sort().reverse()) {
    const [to, code] = readFileSync(join(outboxDir, name), 'utf8').split('\n');
    if (to?.slice('To: '.length).trim().toLowerCase() === wanted) return code?.slice('Code: '.length).trim() || null;
  }
  return null;
};
