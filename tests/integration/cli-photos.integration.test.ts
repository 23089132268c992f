import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exifOf, phonePhotoWithGps } from '../support/phone-photo';
import { stripedPng } from '../support/png';
import { writeAnswersFile } from './cli-answers-file';
import { recordCounts, runCli, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-photos-');

/** The photo the server keeps, read back as its owner reads it (with the session file's token). */
const storedPhoto = async (sessionFile: string, subscriptionId: string, kind: 'cardID' | 'selfie'): Promise<Buffer> => {
  const session = JSON.parse(readFileSync(sessionFile, 'utf8')) as Record<string, string>;
  const { accessToken } = JSON.parse(session['identity.local.tokens'] ?? '{}') as { accessToken: string };
  const response = await fetch(`${backend.server.apiBase()}/api/subscription/${subscriptionId}/private-file?action=${kind}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.headers.get('content-type')).toMatch(/^image\//);
  return Buffer.from(await response.arrayBuffer());
};

describe('identity photos from the CLI follow the rules the browser applies (issue 20, defect 2)', () => {
  it('refuses a selfie smaller than 400 px a side before anything is written', async () => {
    const file = writeAnswersFile(backend.folder, 'small-selfie', { account: { email: 'small.selfie@example.com', password: 'Register123' } });
    writeFileSync(join(backend.folder, 'small.png'), stripedPng(300, 300));
    const answers = JSON.parse(readFileSync(file, 'utf8')) as { photos: Record<string, string> };
    writeFileSync(file, JSON.stringify({ ...answers, photos: { ...answers.photos, selfie: join(backend.folder, 'small.png') } }));
    const before = await recordCounts(backend.server);
    expect(await runCli(backend.server, join(backend.folder, 'small.session.json'), 'register', '--answers', file)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Error: The answers file is not valid: photos.selfie: This photo is too small to read: use one at least 400 pixels on each side (it is 300x300)\n',
    });
    expect(await recordCounts(backend.server)).toEqual(before);
  });

  it('uploads a phone JPEG without its EXIF data: the stored file has no GPS position and no camera', async () => {
    const selfie = await phonePhotoWithGps(600, 800);
    expect(await exifOf(selfie)).toEqual({ exif: true, gps: true, camera: true });
    const file = writeAnswersFile(backend.folder, 'gps', { account: { email: 'gps.selfie@example.com', password: 'Register123' } });
    writeFileSync(join(backend.folder, 'gps-selfie.jpg'), selfie);
    const answers = JSON.parse(readFileSync(file, 'utf8')) as { photos: Record<string, string> };
    writeFileSync(file, JSON.stringify({ ...answers, photos: { ...answers.photos, selfie: join(backend.folder, 'gps-selfie.jpg') } }));
    const sessionFile = join(backend.folder, 'gps.session.json');
    const registered = await runCli(backend.server, sessionFile, 'register', '--answers', file, '--json');
    expect(registered).toMatchObject({ code: 0, stderr: '' });
    const { subscriptionId } = JSON.parse(registered.stdout) as { subscriptionId: string };
    const stored = await storedPhoto(sessionFile, subscriptionId, 'selfie');
    expect(await exifOf(stored)).toEqual({ exif: false, gps: false, camera: false });
  });
});
