import { describe, expect, it } from 'vitest';
import type { AdvanceRegistrationUseCase } from '../../../application/use-cases/registration/advance-registration.use-case';
import { CheckIdentityPhotoUseCase } from '../../../application/use-cases/identity-verification/check-identity-photo.use-case';
import { LoadIdentityVerificationUseCase } from '../../../application/use-cases/identity-verification/load-identity-verification.use-case';
import { UploadIdentityPhotoUseCase } from '../../../application/use-cases/identity-verification/upload-identity-photo.use-case';
import { blankSubscription, InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { idPhotoUploaded } from '../../../domain/registration-flow/step-advance';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { PhotoStore } from './photo.store';
import { RegistrationStore } from './registration.store';

const ID = 'c'.repeat(24);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 1000) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new Blob([bytes], { type: 'image/png' });
};
const text = () => new Blob(['hello, this is not an image'], { type: 'text/plain' });
const NOT_A_PHOTO = 'Choose a JPEG, PNG, HEIC or WebP photo';

/** The photo step at its ID photo, on the app's default rules (10 MB), with the registration's ports in memory. */
const photoStep = (
  check: Pick<CheckIdentityPhotoUseCase, 'execute'> = new CheckIdentityPhotoUseCase(),
  advance: Pick<AdvanceRegistrationUseCase, 'execute'> = {} as AdvanceRegistrationUseCase,
) => {
  const backend = new InMemoryRegistration();
  const registration = new RegistrationStore({} as never, {} as never);
  registration.adopt(blankSubscription(ID, 'hl', { registrationStep: 'photo' }));
  const store = new PhotoStore(
    {
      loadIdentityVerification: new LoadIdentityVerificationUseCase(backend, backend),
      checkIdentityPhoto: check as CheckIdentityPhotoUseCase,
      uploadIdentityPhoto: new UploadIdentityPhotoUseCase(backend, backend, new CheckIdentityPhotoUseCase()),
      advance: advance as AdvanceRegistrationUseCase,
    },
    registration,
  );
  return { backend, registration, store };
};

describe('picking the ID photo', () => {
  it('refuses a file that is not a photo at once, with nothing to preview or send', async () => {
    const { backend, store } = photoStep();
    await store.choose(text(), 'notes.txt');
    expect(store.error).toBe(NOT_A_PHOTO);
    expect(store.picked).toBeNull();
    expect(await store.upload()).toBe(false);
    expect(backend.uploads).toEqual([]);
  });

  it('refuses a PDF named and declared a PNG, and a photo over the size limit, at once', async () => {
    const { store } = photoStep();
    const pdf = new Blob(['%PDF-1.7 not a photo'], { type: 'image/png' });
    await store.choose(pdf, 'fake.png');
    expect([store.error, store.picked]).toEqual([NOT_A_PHOTO, null]);
    await store.choose(png(10 * 1024 * 1024 + 1), 'huge.png');
    expect([store.error, store.picked]).toEqual(['This photo is larger than 10 MB: choose a smaller one', null]);
  });

  it('clears the message of a refused file when a photo is picked next', async () => {
    const { store } = photoStep();
    await store.choose(text(), 'notes.txt');
    const photo = png();
    await store.choose(photo, 'license.png');
    expect(store.error).toBeNull();
    expect(store.picked).toEqual({ kind: 'cardID', photo, name: 'license.png' });
  });

  it("clears the server's refusal when another photo is picked, but not on 'Choose another' alone", async () => {
    const { backend, store } = photoStep();
    const refusal = 'This file type is not accepted here: use JPEG, PNG, HEIC or WebP';
    backend.failNext('upload', refusal, 415);
    await store.choose(png(), 'first.png');
    expect(await store.upload()).toBe(false);
    expect(store.error).toBe(refusal);
    store.discardPicked();
    expect([store.error, store.picked]).toEqual([refusal, null]);
    await store.choose(png(), 'second.png');
    expect([store.error, store.picked?.name]).toEqual([null, 'second.png']);
  });

  it('sends the picked photo and moves on to the selfie with nothing picked', async () => {
    const { backend, store } = photoStep();
    await store.choose(png(), 'license.png');
    expect(await store.upload()).toBe(true);
    expect(backend.uploads).toEqual([{ kind: 'cardID', name: 'license.jpg', size: 100 }]);
    expect([store.kind, store.picked, store.error]).toEqual(['selfie', null, null]);
  });

  it('shows an ID photo picked but not sent only at the ID photo step', async () => {
    const { registration, store } = photoStep();
    await store.choose(png(), 'license.png');
    registration.moved(idPhotoUploaded(registration.steps!));
    expect(store.picked).toBeNull();
  });

  it("drops a photo picked but not sent when another registration's photo step opens", async () => {
    const { registration, store } = photoStep();
    await store.load();
    await store.choose(png(), 'license.png');
    registration.adopt(blankSubscription('e'.repeat(24), 'ed', { registrationStep: 'photo' }));
    await store.load();
    expect(store.picked).toBeNull();
  });

  it('keeps the later of two picks when the earlier one is checked last', async () => {
    const answers: Array<(result: Result<void>) => void> = [];
    const { store } = photoStep({ execute: () => new Promise<Result<void>>((resolve) => answers.push(resolve)) });
    const first = store.choose(png(), 'first.png');
    const second = store.choose(png(), 'second.png');
    answers[1]?.(ok(undefined));
    await second;
    answers[0]?.(ok(undefined));
    await first;
    expect(store.picked?.name).toBe('second.png');
  });
});

describe('the photo step after a reload', () => {
  it('resumes at the selfie once the ID photo was sent, and at the ID photo before', async () => {
    const { store } = photoStep();
    await store.load();
    expect(store.kind).toBe('cardID');
    const reloaded = photoStep();
    reloaded.backend.uploads.push({ kind: 'cardID', name: 'license.jpg', size: 100 });
    await reloaded.store.load();
    expect([reloaded.store.kind, reloaded.store.uploaded.cardID]).toEqual(['selfie', true]);
  });
});

describe('the photo step when identity verification is off', () => {
  it('ends the step without a photo, and tries again after a failed move on', async () => {
    const answers: Result<SubscriptionDetails>[] = [fail('The service is temporarily unavailable, please try again', 503)];
    const { backend, registration, store } = photoStep(undefined, {
      execute: async (id) => answers.shift() ?? ok(blankSubscription(id, 'hl', { registrationStep: 'treatment' })),
    });
    backend.verificationEnabled = false;
    await store.load();
    expect([store.status.phase, store.skipping, store.error, store.uploading]).toEqual([
      'ready',
      true,
      'The service is temporarily unavailable, please try again',
      false,
    ]);
    expect(registration.subscription?.registrationStep).toBe('photo');
    await store.moveOn();
    expect([store.error, registration.subscription?.registrationStep]).toEqual([null, 'treatment']);
  });

  it('says why the step could not open, and opens on the next try', async () => {
    const { backend, store } = photoStep();
    backend.failNext('config identityVerificationEnabled', 'The service is temporarily unavailable, please try again', 503);
    await store.load();
    expect([store.status.phase, store.error]).toEqual(['error', 'The service is temporarily unavailable, please try again']);
    await store.load();
    expect([store.status.phase, store.error, store.kind]).toEqual(['ready', null, 'cardID']);
  });
});
