import { makeAutoObservable, runInAction } from 'mobx';
import type { IdentityPhotoKind } from '../../../domain/entities/identity-photo';
import { DEFAULT_PHOTO_RULES, type PhotoUploadRules } from '../../../domain/registration-flow/photo-rules';
import { idPhotoUploaded } from '../../../domain/registration-flow/step-advance';
import { IDENTITY_STEPS } from '../../../domain/registration-steps/sub-steps';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';

export type PhotoPhase = 'idle' | 'loading' | 'ready' | 'skipping' | 'error';

/** A photo the patient picked or took that passed the check, waiting to be sent. */
export interface PickedPhoto {
  readonly kind: IdentityPhotoKind;
  readonly photo: Blob;
  readonly name: string;
}

/**
 * The photo step (spec §4): identity step 1 the ID photo, 2 the selfie, each from the camera or a file,
 * checked when picked and stripped of its EXIF data before upload. Skipped when the identity-verification
 * flag is off.
 */
export class PhotoStore {
  phase: PhotoPhase = 'idle';
  rules: PhotoUploadRules = DEFAULT_PHOTO_RULES;
  uploaded: Record<IdentityPhotoKind, boolean> = { cardID: false, selfie: false };
  uploading = false;
  error: string | null = null;
  private chosen: PickedPhoto | null = null;
  /** Counts the picks, so that the check of a photo picked before another does not overwrite it. */
  private picks = 0;
  private loadedFor: string | null = null;

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'loadIdentityVerification' | 'checkIdentityPhoto' | 'uploadIdentityPhoto' | 'advance'>,
    private readonly registration: RegistrationStore,
  ) {
    makeAutoObservable<PhotoStore, 'useCases' | 'registration' | 'picks' | 'loadedFor'>(
      this,
      { useCases: false, registration: false, picks: false, loadedFor: false },
      STORE_OPTIONS,
    );
  }

  /** Which photo is asked now: the ID photo at identity step 1, the selfie at 2. */
  get kind(): IdentityPhotoKind {
    return this.registration.steps?.identityStep === IDENTITY_STEPS.selfie ? 'selfie' : 'cardID';
  }

  /** The checked photo waiting to be sent, for the identity step it was picked at. */
  get picked(): PickedPhoto | null {
    return this.chosen?.kind === this.kind ? this.chosen : null;
  }

  async load(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription || this.loadedFor === subscription._id) return;
    this.loadedFor = subscription._id;
    this.phase = 'loading';
    this.error = null;
    this.chosen = null;
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
      // A reload after the ID photo was sent resumes at the selfie.
      const steps = this.registration.steps;
      if (this.uploaded.cardID && steps?.identityStep === IDENTITY_STEPS.idPhoto) this.registration.moved(idPhotoUploaded(steps));
      this.phase = 'ready';
    });
  }

  /**
   * A photo picked or taken, checked at once: one that will not do (not a photo, too large) is not kept and
   * says why; one that will becomes `picked`, to preview and send. Either way the last pick's message goes.
   */
  async choose(photo: Blob, name: string): Promise<void> {
    const kind = this.kind;
    const pick = ++this.picks;
    this.chosen = null;
    this.error = null;
    const checked = await this.useCases.checkIdentityPhoto.execute({ file: photo, rules: this.rules });
    runInAction(() => {
      if (pick !== this.picks) return;
      if (checked.ok) this.chosen = { kind, photo, name };
      else this.error = checked.error.message;
    });
  }

  /** 'Choose another': the picked photo is dropped, the message about it stays. */
  discardPicked(): void {
    this.chosen = null;
  }

  /** Sends the picked photo; the ID photo leads to the selfie, the selfie ends the step. */
  async upload(): Promise<boolean> {
    const subscription = this.registration.subscription;
    const picked = this.picked;
    if (!subscription || !picked || this.uploading) return false;
    const kind = picked.kind;
    this.uploading = true;
    this.error = null;
    await nextTask();
    const uploaded = await this.useCases.uploadIdentityPhoto.execute({
      subscriptionId: subscription._id,
      kind,
      file: picked.photo,
      name: picked.name,
      rules: this.rules,
    });
    if (!uploaded.ok) {
      runInAction(() => {
        this.uploading = false;
        this.error = uploaded.error.message;
      });
      return false;
    }
    runInAction(() => {
      this.chosen = null;
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
    this.chosen = null;
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
