import { request as httpRequest } from 'node:http';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { safeAppPath } from '../../domain/routing/app-path';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';

/**
 * The password-reset link the server mails (and logs, in local mode) is a place a patient is sent to:
 * whatever Host header the request carried and whatever the e-mail address holds, the link goes to this
 * app's /new-password/{email}/{token} route, on a loopback origin or as a path alone, never on a host a
 * caller chose (the classic reset-link poisoning).
 */
const lines: string[] = [];
let server: RunningReferenceServer;

/** POST with a Host header of the caller's choosing, which fetch would not send. */
const postWithHost = (path: string, host: string, body: unknown) =>
  new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      { host: '127.0.0.1', port: server.ports[0], path: `/backend${path}`, method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

const LINK = /password reset link: (\S+)/;

beforeAll(async () => {
  server = await startTestServer({ log: (line) => lines.push(line) });
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
  test.prop([emails, hosts], { numRuns: 20 })(
    'points at this app whatever the Host header and the address hold',
    async (email, host) => {
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
      const logged = lines.slice(before).map((line) => LINK.exec(line)?.[1]).filter((link) => link !== undefined);
      expect(logged).toHaveLength(1);
      const link = logged[0] as string;

      const url = new URL(link, 'https://app.vireohealth.example');
      if (!link.startsWith('/')) expect(url.origin).toBe(`http://127.0.0.1:${port}`);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      const path = link.startsWith('/') ? link : link.slice(url.origin.length);
      const [empty, route, encodedEmail, token, ...rest] = path.split('/');
      expect([empty, route, rest]).toEqual(['', 'new-password', []]);
      expect(decodeURIComponent(encodedEmail ?? '')).toBe(email.toLowerCase());
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      // A plain path of the app too, unless the address holds a slash, `..` or `%` (then decoding it again
      // is not a plain path); /new-password is public, so it is never remembered as a deep link anyway.
      if (!/[/\\%]|\.\./.test(email)) expect(safeAppPath(path)).toBe(path);
    },
  );
});
