import { makeAutoObservable, runInAction } from 'mobx';
import type { IdentityPhotoKind } from '../../../domain/entities/identity-photo';
import { DEFAULT_PHOTO_RULES, type PhotoUploadRules } from '../../../domain/registration-flow/photo-rules';
import { idPhotoUploaded } from '../../../domain/registration-flow/step-advance';
import { IDENTITY_STEPS } from '../../../domain/registration-steps/sub-steps';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import type { IdentityVerificationState } from '../../../application/use-cases/identity-verification/load-identity-verification.use-case';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';
import { errorText } from '../../i18n/error-text';

const NOTHING_UPLOADED: IdentityVerificationState['uploaded'] = { cardID: false, selfie: false };

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
  /** Whether the step is asked, its limits and what is uploaded already, read once per subscription. */
  private readonly verification = new Loadable<IdentityVerificationState>();
  readonly status: LoadStatus = this.verification;
  uploading = false;
  /** Why the last pick, upload or move on did not go through. */
  private actionError: string | null = null;
  private chosen: PickedPhoto | null = null;
  /** Counts the picks, so that the check of a photo picked before another does not overwrite it. */
  private picks = 0;

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'loadIdentityVerification' | 'checkIdentityPhoto' | 'uploadIdentityPhoto' | 'advance'>,
    private readonly registration: RegistrationStore,
  ) {
    makeAutoObservable<PhotoStore, 'useCases' | 'registration' | 'picks' | 'verification'>(
      this,
      { useCases: false, registration: false, picks: false, verification: false, status: false },
      STORE_OPTIONS,
    );
  }

  /** What the step shows as wrong: the first load's failure, else the last action's. */
  get error(): string | null {
    return this.verification.error ?? this.actionError;
  }

  get rules(): PhotoUploadRules {
    return this.verification.value?.rules ?? DEFAULT_PHOTO_RULES;
  }

  get uploaded(): IdentityVerificationState['uploaded'] {
    return this.verification.value?.uploaded ?? NOTHING_UPLOADED;
  }

  /** The identity check is off: the step ends without a photo. */
  get skipping(): boolean {
    return this.verification.value?.enabled === false;
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
    if (!subscription || (this.verification.key === subscription._id && this.verification.phase !== 'error')) return;
    this.actionError = null;
    this.chosen = null;
    const loaded = await this.verification.load(
      subscription._id,
      async () => {
        await nextTask();
        return this.useCases.loadIdentityVerification.execute(subscription._id);
      },
      this.resume,
    );
    if (loaded?.ok && !loaded.value.enabled) await this.moveOn();
  }

  /** A reload after the ID photo was sent resumes at the selfie. */
  private resume({ uploaded }: IdentityVerificationState): void {
    const steps = this.registration.steps;
    if (uploaded.cardID && steps?.identityStep === IDENTITY_STEPS.idPhoto) this.registration.moved(idPhotoUploaded(steps));
  }

  /** Ends the step: the check is off (and 'Try again' after that failed), or the photos were sent before. */
  async moveOn(): Promise<void> {
    this.uploading = true;
    this.actionError = null;
    await this.finish();
    runInAction(() => {
      this.uploading = false;
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
    this.actionError = null;
    const checked = await this.useCases.checkIdentityPhoto.execute({ file: photo, rules: this.rules });
    runInAction(() => {
      if (pick !== this.picks) return;
      if (checked.ok) this.chosen = { kind, photo, name };
      else this.actionError = errorText(checked.error);
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
    this.actionError = null;
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
        this.actionError = errorText(uploaded.error);
      });
      return false;
    }
    runInAction(() => {
      this.chosen = null;
      this.verification.update((state) => ({ ...state, uploaded: { ...state.uploaded, [kind]: true } }));
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
    if (this.kind === 'cardID' && steps) this.registration.moved(idPhotoUploaded(steps));
    else await this.moveOn();
  }

  reset(): void {
    this.verification.reset();
    this.uploading = false;
    this.actionError = null;
    this.chosen = null;
  }

  private async finish(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription) return;
    const moved = await this.useCases.advance.execute(subscription._id);
    runInAction(() => {
      if (moved.ok) {
        // Read again should the step open again (going back to it).
        this.verification.reset();
        this.registration.stepCompleted(moved.value);
      } else {
        this.actionError = errorText(moved.error);
      }
    });
  }
}
