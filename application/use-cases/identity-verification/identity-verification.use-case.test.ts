import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/feedback/messages';
import { InMemoryRegistration } from '../registration/in-memory-registration.fake';
import { LoadIdentityVerificationUseCase } from './load-identity-verification.use-case';
import { UploadIdentityPhotoUseCase } from './upload-identity-photo.use-case';

const ID = 'c'.repeat(24);
const RULES = { maxBytes: 5000, acceptedTypes: ['image/jpeg', 'image/png', 'image/heic'] };
const photo = (type: string, size = 1000) => new Blob([new Uint8Array(size)], { type });
let backend: InMemoryRegistration;

beforeEach(() => {
  backend = new InMemoryRegistration();
});

const upload = (file: Blob, name = 'id.jpg', kind: 'cardID' | 'selfie' = 'cardID') =>
  new UploadIdentityPhotoUseCase(backend, backend).execute({ subscriptionId: ID, kind, file, name, rules: RULES });

describe('the photo step as it opens', () => {
  it('is skipped when the identity-verification flag is off', async () => {
    backend.verificationEnabled = false;
    expect(await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).toMatchObject({ ok: true, value: { enabled: false } });
    expect(backend.calls).toEqual(['config identityVerificationEnabled']);
  });

  it('knows the limits and what is uploaded already', async () => {
    await upload(photo('image/jpeg'));
    expect(await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).toEqual({
      ok: true,
      value: { enabled: true, rules: RULES, uploaded: { cardID: true, selfie: false } },
    });
    backend.failNext('config photoUploadRules', 'down', 503);
    backend.failNext('uploaded selfie', 'down', 503);
    expect(await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).toMatchObject({ ok: true, value: { rules: { maxBytes: 10 * 1024 * 1024 }, uploaded: { selfie: false } } });
    backend.failNext('config identityVerificationEnabled', 'down', 503);
    expect((await new LoadIdentityVerificationUseCase(backend, backend).execute(ID)).ok).toBe(false);
  });
});

describe('uploading the ID photo and the selfie', () => {
  it('re-encodes a readable photo scaled to 2400 pixels (dropping its EXIF data) before sending it', async () => {
    expect(await upload(photo('image/png'), 'scan.png')).toMatchObject({ ok: true, value: { kind: 'cardID' } });
    expect(backend.calls).toEqual(['reencode 2400x1600', 'upload cardID']);
    expect(backend.uploads).toEqual([{ kind: 'cardID', name: 'scan.jpg', size: 100 }]);
  });

  it('sends a HEIC photo the browser cannot read as it is', async () => {
    backend.imageSize = null;
    expect((await upload(photo(''), 'IMG_0001.HEIC', 'selfie')).ok).toBe(true);
    expect(backend.uploads).toEqual([{ kind: 'selfie', name: 'IMG_0001.HEIC', size: 1000 }]);
  });

  it('refuses another type, a file too large or a photo too small, before sending', async () => {
    expect(await upload(photo('application/pdf'), 'id.pdf')).toEqual({ ok: false, error: { message: 'Choose a JPEG, PNG or HEIC photo', statusCode: 400 } });
    expect(await upload(photo('image/jpeg', 6000))).toMatchObject({ ok: false, error: { message: /larger than/ } });
    backend.imageSize = { width: 300, height: 200 };
    expect(await upload(photo('image/jpeg'))).toMatchObject({ ok: false, error: { message: /too small/ } });
    backend.imageSize = null;
    expect(await upload(photo(''), 'big.heic')).toMatchObject({ ok: true });
    expect(backend.uploads).toHaveLength(1);
  });

  it("shows the server's message when an upload fails, the support text without one", async () => {
    backend.failNext('upload', 'The image is not a JPEG, PNG, HEIC or WebP file', 415);
    expect(await upload(photo('image/jpeg'))).toEqual({ ok: false, error: { message: 'The image is not a JPEG, PNG, HEIC or WebP file', statusCode: 415 } });
    backend.failNext('upload', ' ', 500);
    expect(await upload(photo('image/jpeg'), 'me.jpg', 'selfie')).toEqual({ ok: false, error: { message: MESSAGES.uploadFailed, statusCode: 500 } });
  });
});
