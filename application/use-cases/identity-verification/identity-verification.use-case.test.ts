import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/feedback/messages';
import { InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { CheckIdentityPhotoUseCase } from './check-identity-photo.use-case';
import { LoadIdentityVerificationUseCase } from './load-identity-verification.use-case';
import { UploadIdentityPhotoUseCase } from './upload-identity-photo.use-case';

const ID = 'c'.repeat(24);
const RULES = { maxBytes: 5000, acceptedTypes: ['image/jpeg', 'image/png', 'image/heic'] };
const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  heic: [0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic')],
  webp: [...new TextEncoder().encode('RIFF'), 0x24, 0, 0, 0, ...new TextEncoder().encode('WEBP')],
  pdf: [...new TextEncoder().encode('%PDF-1.7')],
};
/** A file of `size` bytes that starts like a `content` file, whatever type the browser declares for it. */
const photo = (content: keyof typeof SIGNATURES, size = 1000, declaredType = '') => {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[content].slice(0, size));
  return new Blob([bytes], { type: declaredType });
};
const check = (file: Blob, rules = RULES) => new CheckIdentityPhotoUseCase().execute({ file, rules });
let backend: InMemoryRegistration;

beforeEach(() => {
  backend = new InMemoryRegistration();
});

const upload = (file: Blob, name = 'id.jpg', kind: 'cardID' | 'selfie' = 'cardID') =>
  new UploadIdentityPhotoUseCase(backend, backend, new CheckIdentityPhotoUseCase()).execute({ subscriptionId: ID, kind, file, name, rules: RULES });

describe('the photo step as it opens', () => {
  it('is skipped when the identity-verification flag is off', async () => {
    backend.verificationEnabled = false;
    expect(await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).toMatchObject({ ok: true, value: { enabled: false } });
    expect(backend.calls).toEqual(['config identityVerificationEnabled']);
  });

  it('knows the limits and what is uploaded already', async () => {
    await upload(photo('jpeg'));
    expect(await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).toEqual({
      ok: true,
      value: { enabled: true, rules: RULES, uploaded: { cardID: true, selfie: false } },
    });
    backend.failNext('config photoUploadRules', 'down', 503);
    backend.failNext('uploaded selfie', 'down', 503);
    expect(await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).toMatchObject({
      ok: true,
      value: { rules: { maxBytes: 10 * 1024 * 1024 }, uploaded: { selfie: false } },
    });
    backend.failNext('config identityVerificationEnabled', 'down', 503);
    expect((await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).ok).toBe(false);
  });
});

describe('checking a photo as it is picked', () => {
  it('takes a photo of a type the server takes, told by its content whatever its declared type', async () => {
    expect(await check(photo('jpeg'))).toEqual({ ok: true, value: undefined });
    expect(await check(photo('png', 1000, 'text/plain'))).toEqual({ ok: true, value: undefined });
    expect(await check(photo('heic'))).toEqual({ ok: true, value: undefined });
  });

  it('refuses text, a PDF declared as a PNG, a type the server does not take, an empty or too large file', async () => {
    const refused = (message: string) => ({ ok: false, error: { message, statusCode: 400 } });
    expect(await check(new Blob(['hello, this is not an image'], { type: 'text/plain' }))).toEqual(refused('Choose a JPEG, PNG or HEIC photo'));
    expect(await check(photo('pdf', 1000, 'image/png'))).toEqual(refused('Choose a JPEG, PNG or HEIC photo'));
    expect(await check(photo('webp'))).toEqual(refused('Choose a JPEG, PNG or HEIC photo'));
    expect(await check(photo('webp'), { ...RULES, acceptedTypes: [...RULES.acceptedTypes, 'image/webp'] })).toEqual({ ok: true, value: undefined });
    expect(await check(new Blob([]))).toEqual(refused('This file is empty: choose another photo'));
    expect(await check(photo('png', 12 * 1024 * 1024), { ...RULES, maxBytes: 10 * 1024 * 1024 })).toEqual(
      refused('This photo is larger than 10 MB: choose a smaller one'),
    );
  });
});

describe('uploading the ID photo and the selfie', () => {
  it('re-encodes a readable photo scaled to 2400 pixels (dropping its EXIF data) before sending it', async () => {
    expect(await upload(photo('png'), 'scan.png')).toMatchObject({ ok: true, value: { kind: 'cardID' } });
    expect(backend.calls).toEqual(['reencode 2400x1600', 'upload cardID']);
    expect(backend.uploads).toEqual([{ kind: 'cardID', name: 'scan.jpg', size: 100 }]);
  });

  it('sends a HEIC photo the browser cannot read as it is', async () => {
    backend.imageSize = null;
    expect((await upload(photo('heic'), 'IMG_0001.HEIC', 'selfie')).ok).toBe(true);
    expect(backend.uploads).toEqual([{ kind: 'selfie', name: 'IMG_0001.HEIC', size: 1000 }]);
  });

  it('refuses another type, a file too large or a photo too small, before sending', async () => {
    expect(await upload(photo('pdf', 1000, 'image/jpeg'), 'id.jpg')).toEqual({
      ok: false,
      error: { message: 'Choose a JPEG, PNG or HEIC photo', statusCode: 400 },
    });
    expect(await upload(photo('jpeg', 6000))).toMatchObject({ ok: false, error: { message: /larger than/ } });
    backend.imageSize = { width: 300, height: 200 };
    expect(await upload(photo('jpeg'))).toMatchObject({ ok: false, error: { message: /too small/ } });
    backend.imageSize = null;
    expect(await upload(photo('heic'), 'big.heic')).toMatchObject({ ok: true });
    expect(backend.uploads).toHaveLength(1);
  });

  it("shows the server's message when an upload fails, the support text without one", async () => {
    backend.failNext('upload', 'The image is not a JPEG, PNG, HEIC or WebP file', 415);
    expect(await upload(photo('jpeg'))).toEqual({ ok: false, error: { message: 'The image is not a JPEG, PNG, HEIC or WebP file', statusCode: 415 } });
    backend.failNext('upload', ' ', 500);
    expect(await upload(photo('jpeg'), 'me.jpg', 'selfie')).toEqual({ ok: false, error: { message: MESSAGES.uploadFailed, statusCode: 500 } });
  });
});
