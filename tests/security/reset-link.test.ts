import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeAppPath } from '../../domain/routing/app-path';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';

/**
 * The password-reset link the server mails is a place a patient is sent to: whatever Host header the
 * request carried and whatever the e-mail address holds, the link goes to this app's
 * /new-password/{email}/{token} route on the origin configured for the port the request came in on, never
 * on a host a caller chose (the classic reset-link poisoning). The log names the mail's file only
 * (issue 18, item 7), and the mail is signed by the brand of that port (issue 19, item 24).
 */
const lines: string[] = [];
let server: RunningReferenceServer;

/** POST with a Host header of the caller's choosing, which fetch would not send. */
const postWithHost = (path: string, host: string, body: unknown, port = server.ports[0]) =>
  new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/backend${path}`,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

const MAIL_FILE = /^password reset mail written to the outbox: (\S+\.eml)$/;
const LINK = /(\S+\/new-password\/\S+)/;

/** The links of the mails the log names from line `from` on. */
const linksLoggedSince = (from: number): string[] =>
  lines
    .slice(from)
    .map((line) => MAIL_FILE.exec(line)?.[1])
    .filter((file) => file !== undefined)
    .map((file) => LINK.exec(readFileSync(join(server.context.outboxDir, file), 'utf8'))?.[1] ?? '');

beforeAll(async () => {
  server = await startTestServer({
    log: (line) => lines.push(line),
    ports: [0, 0],
    sites: [{ brand: 'main' }, { brand: 'women', origin: 'https://app.wrenhealth.example' }],
  });
});
afterAll(async () => {
  await server.close();
});

const hosts = fc.oneof(
  fc.constantFrom('evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.evil.example', 'app.vireohealth.example'),
  fc.domain(),
  fc.constant(null),
);

/** Addresses the contract accepts, with the characters a link could trip on in the local part. */
const emails = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9.+_%'&=!#$*/?^`{|}~-]{0,20}$/), fc.domain())
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.').replace(/\.$/, '')}@${domain}`);

describe('the password-reset link', () => {
  test.prop([emails, hosts], { numRuns: 20 })('points at this app whatever the Host header and the address hold', async (email, host) => {
    const signedUp = await fetch(`${server.apiBase()}/identity/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'ResetCheck123' }),
    });
    await signedUp.arrayBuffer();
    // An address the contract refuses, or one an earlier run used, leaves nothing to check.
    fc.pre(signedUp.status === 201);
    const before = lines.length;
    const port = server.ports[0] as number;
    expect(await postWithHost('/api/user/send-reset-pass', host ?? `127.0.0.1:${port}`, { email })).toBe(200);
    const logged = linksLoggedSince(before);
    expect(logged).toHaveLength(1);
    const link = logged[0] as string;
    expect(lines.slice(before).join('\n')).not.toContain(email.toLowerCase());

    const url = new URL(link);
    expect(url.origin).toBe(`http://127.0.0.1:${port}`);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    const path = link.slice(url.origin.length);
    const [empty, route, encodedEmail, token, ...rest] = path.split('/');
    expect([empty, route, rest]).toEqual(['', 'new-password', []]);
    expect(decodeURIComponent(encodedEmail ?? '')).toBe(email.toLowerCase());
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // A plain path of the app too, unless the address holds a slash, `..` or `%` (then decoding it again
    // is not a plain path); /new-password is public, so it is never remembered as a deep link anyway.
    if (!/[/\\%]|\.\./.test(email)) expect(safeAppPath(path)).toBe(path);
  });
});

describe('the reset mail of the women\u2019s brand', () => {
  it('is signed by the brand of the port it was asked on, with that site\u2019s link, whatever the Host header says', async () => {
    const email = 'wren.reset@example.com';
    await fetch(`${server.apiBase()}/identity/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'ResetCheck123' }),
    });
    const womenPort = server.ports[1] as number;
    // A Host header naming the main brand's port changes nothing: the port it came in on decides.
    expect(await postWithHost('/api/user/send-reset-pass', `localhost:${server.ports[0]}`, { email }, womenPort)).toBe(200);
    const mail = readdirSync(server.context.outboxDir)
      .map((file) => readFileSync(join(server.context.outboxDir, file), 'utf8'))
      .find((text) => text.includes(`To: ${email}\r\n`));
    expect(mail).toContain("From: Wren Women's Health <no-reply@wrenhealth.example>\r\n");
    expect(mail).toContain("your Wren Women's Health account");
    expect(mail).not.toContain('Vireo');
    expect(LINK.exec(mail ?? '')?.[1]).toMatch(/^https:\/\/app\.wrenhealth\.example\/new-password\//);
  });
});
