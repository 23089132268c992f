import { makeAutoObservable, runInAction } from 'mobx';
import type { IdentityPhotoKind } from '../../../domain/entities/identity-photo';
import { DEFAULT_PHOTO_RULES, type PhotoUploadRules } from '../../../domain/registration-flow/photo-rules';
import { idPhotoUploaded } from '../../../domain/registration-flow/step-advance';
import { IDENTITY_STEPS } from '../../../domain/registration-steps/sub-steps';
import type { RegistrationStore } from './registration.store';
import type { RegistrationStoreUseCases } from './registration-use-cases';
import { nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';

export type PhotoPhase = 'idle' | 'loading' | 'ready' | 'skipping' | 'error';

/**
 * The photo step (spec §4): identity step 1 the ID photo, 2 the selfie, each from the camera or a file,
 * checked and stripped of its EXIF data before upload. Skipped when the identity-verification flag is off.
 */
export class PhotoStore {
  phase: PhotoPhase = 'idle';
  rules: PhotoUploadRules = DEFAULT_PHOTO_RULES;
  uploaded: Record<IdentityPhotoKind, boolean> = { cardID: false, selfie: false };
  uploading = false;
  error: string | null = null;
  private loadedFor: string | null = null;

  constructor(
    private readonly useCases: Pick<RegistrationStoreUseCases, 'loadIdentityVerification' | 'uploadIdentityPhoto' | 'advance'>,
    private readonly registration: RegistrationStore,
  ) {
    makeAutoObservable<PhotoStore, 'useCases' | 'registration' | 'loadedFor'>(this, { useCases: false, registration: false, loadedFor: false }, STORE_OPTIONS);
  }

  /** Which photo is asked now: the ID photo at identity step 1, the selfie at 2. */
  get kind(): IdentityPhotoKind {
    return this.registration.steps?.identityStep === IDENTITY_STEPS.selfie ? 'selfie' : 'cardID';
  }

  async load(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription || this.loadedFor === subscription._id) return;
    this.loadedFor = subscription._id;
    this.phase = 'loading';
    this.error = null;
    await nextTask();
    const state = await this.useCases.loadIdentityVerification.execute(subscription._id);
    if (!state.ok) {
      runInAction(() => {
        this.phase = 'error';
        this.error = state.error.message;
        this.loadedFor = null;
      });
      return;
    }
    if (!state.value.enabled) {
      runInAction(() => {
        this.phase = 'skipping';
      });
      await this.finish();
      return;
    }
    runInAction(() => {
      this.rules = state.value.rules;
      this.uploaded = { ...state.value.uploaded };
      this.phase = 'ready';
    });
  }

  /** Sends the photo of the current identity step; the ID photo leads to the selfie, the selfie ends the step. */
  async upload(file: Blob, name: string): Promise<boolean> {
    const subscription = this.registration.subscription;
    if (!subscription || this.uploading) return false;
    const kind = this.kind;
    this.uploading = true;
    this.error = null;
    await nextTask();
    const uploaded = await this.useCases.uploadIdentityPhoto.execute({ subscriptionId: subscription._id, kind, file, name, rules: this.rules });
    if (!uploaded.ok) {
      runInAction(() => {
        this.uploading = false;
        this.error = uploaded.error.message;
      });
      return false;
    }
    runInAction(() => {
      this.uploaded = { ...this.uploaded, [kind]: true };
      const steps = this.registration.steps;
      if (kind === 'cardID' && steps) this.registration.moved(idPhotoUploaded(steps));
    });
    if (kind === 'selfie') await this.finish();
    runInAction(() => {
      this.uploading = false;
    });
    return true;
  }

  /** Keep the photo sent before (going back, a reload) and move on. */
  async keepUploaded(): Promise<void> {
    const steps = this.registration.steps;
    if (this.kind === 'cardID' && steps) {
      this.registration.moved(idPhotoUploaded(steps));
      return;
    }
    this.uploading = true;
    await this.finish();
    runInAction(() => {
      this.uploading = false;
    });
  }

  reset(): void {
    this.phase = 'idle';
    this.rules = DEFAULT_PHOTO_RULES;
    this.uploaded = { cardID: false, selfie: false };
    this.uploading = false;
    this.error = null;
    this.loadedFor = null;
  }

  private async finish(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription) return;
    const moved = await this.useCases.advance.execute(subscription._id);
    runInAction(() => {
      if (moved.ok) {
        this.loadedFor = null;
        this.registration.stepCompleted(moved.value);
      } else {
        this.phase = this.phase === 'skipping' ? 'error' : this.phase;
        this.error = moved.error.message;
      }
    });
  }
}
