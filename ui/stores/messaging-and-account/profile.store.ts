import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { UploadFile } from '../../../application/ports/chat.port';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { ContactDetails } from '../../../application/use-cases/account/update-contact-details.use-case';
import type { PersonalDetails } from '../../../application/use-cases/account/update-personal-details.use-case';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import type { PasswordChange } from '../../../domain/account/profile-fields';
import type { AddressCandidate, AddressForm, EnabledState } from '../../../domain/entities/address';
import type { User } from '../../../domain/entities/user';
import { candidateAddress, NEEDS_UNIT_MESSAGE } from '../../../domain/registration-flow/address-verification';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import { firstError } from '../../../domain/account/account-messages';
import { errorText } from '../../i18n/error-text';

export type ProfileSection = 'contact' | 'personal' | 'address' | 'avatar' | 'password';

type ProfileUseCases = Pick<
  MessagingAndAccountUseCases,
  'updateContactDetails' | 'updatePersonalDetails' | 'loadEnabledStates' | 'verifyAddress' | 'saveShippingAddress' | 'uploadAvatar' | 'changePassword'
>;

/**
 * Account Info (/user/profile): the account and patient as stored, and one action per
 * section. One action runs at a time; a refused one says why in its section and leaves the form as typed
 * (the forms keep their own drafts).
 */
export class ProfileStore {
  private readonly account = new Loadable<User>();
  readonly status: LoadStatus = this.account;
  servedStates: readonly EnabledState[] = [];
  running: ProfileSection | null = null;
  errors: Partial<Record<ProfileSection, string>> = {};
  /** What the last action did, for the page's live region. */
  done: string | null = null;
  /** Candidates the address service gave for the patient to choose from. */
  candidates: readonly AddressCandidate[] | null = null;
  /** Whether orders not shipped yet go to the new address too. */
  reship = true;
  /** The address service found the building needs an apartment or suite number (until the next check). */
  unitNeeded = false;

  constructor(
    private readonly useCases: ProfileUseCases,
    private readonly loadCurrentUser: LoadCurrentUserUseCase,
    /** Tells the session the user changed: the header and the dashboard greeting show the new details. */
    private readonly userChanged: () => void,
  ) {
    makeAutoObservable<ProfileStore, 'useCases' | 'loadCurrentUser' | 'userChanged' | 'account'>(
      this,
      { useCases: false, loadCurrentUser: false, userChanged: false, account: false, status: false, servedStates: observableRef, candidates: observableRef },
      { autoBind: true },
    );
  }

  get user(): User | null {
    return this.account.value;
  }

  get patient() {
    return this.user?.patient ?? null;
  }

  async load(): Promise<void> {
    const [, states] = await Promise.all([this.account.load('me', () => this.loadCurrentUser.execute()), this.useCases.loadEnabledStates.execute()]);
    runInAction(() => {
      if (states.ok) this.servedStates = states.value;
    });
  }

  private begin(section: ProfileSection): boolean {
    if (this.running) return false;
    this.running = section;
    this.errors = { ...this.errors, [section]: undefined };
    this.done = null;
    return true;
  }

  private finish(section: ProfileSection, error: string | null, done: string): boolean {
    this.running = null;
    if (error) this.errors = { ...this.errors, [section]: error };
    else this.done = done;
    return error === null;
  }

  async saveContact(details: ContactDetails): Promise<boolean> {
    const userId = this.user?._id;
    if (!userId || !this.begin('contact')) return false;
    const saved = await this.useCases.updateContactDetails.execute({ userId, details });
    return runInAction(() => {
      if (saved.ok) {
        this.account.set({ ...saved.value, patient: saved.value.patient ?? this.patient, subscriptions: this.user?.subscriptions ?? [] });
        this.userChanged();
      }
      return this.finish('contact', saved.ok ? null : errorText(saved.error), ACCOUNT_MESSAGES.contactSaved);
    });
  }

  async savePersonal(details: PersonalDetails): Promise<boolean> {
    const patientId = this.patient?._id;
    if (!patientId || !this.begin('personal')) return false;
    const saved = await this.useCases.updatePersonalDetails.execute({ patientId, details });
    return runInAction(() => {
      if (saved.ok && this.user) {
        this.account.set({ ...this.user, patient: saved.value });
        this.userChanged();
      }
      return this.finish('personal', saved.ok ? null : errorText(saved.error), ACCOUNT_MESSAGES.detailsSaved);
    });
  }

  /** A section's form changed: the server's last word on it no longer applies. */
  edited(section: ProfileSection): void {
    if (this.errors[section]) this.errors = { ...this.errors, [section]: undefined };
  }

  setReship(reship: boolean): void {
    this.reship = reship;
  }

  /**
   * Checks the address with the address service: a confirmed one is saved as standardized; otherwise
   * the candidates wait for the patient's choice (true when the address is saved).
   */
  async verifyAddress(address: AddressForm): Promise<boolean> {
    if (!this.begin('address')) return false;
    this.candidates = null;
    this.unitNeeded = false;
    const outcome = await this.useCases.verifyAddress.execute({ address, servedStates: this.servedStates });
    if (!outcome.ok) return runInAction(() => this.finish('address', errorText(outcome.error), ''));
    const verdict = outcome.value;
    switch (verdict.kind) {
      case 'confirmed':
        runInAction(() => (this.running = null));
        return this.saveAddress(verdict.address);
      case 'choose':
        return runInAction(() => {
          this.candidates = verdict.candidates;
          this.running = null;
          return false;
        });
      case 'needs-unit':
        return runInAction(() => {
          this.unitNeeded = true;
          return this.finish('address', NEEDS_UNIT_MESSAGE, '');
        });
      case 'state-not-served':
        return runInAction(() => this.finish('address', 'We do not offer treatment in this state yet', ''));
      case 'invalid':
        return runInAction(() => this.finish('address', firstError(verdict.errors) ?? 'Check the address', ''));
    }
  }

  async chooseCandidate(candidate: AddressCandidate): Promise<boolean> {
    return this.saveAddress(candidateAddress(candidate));
  }

  cancelChoice(): void {
    this.candidates = null;
  }

  private async saveAddress(address: AddressForm): Promise<boolean> {
    if (!this.begin('address')) return false;
    const saved = await this.useCases.saveShippingAddress.execute({ address, reship: this.reship });
    return runInAction(() => {
      if (saved.ok) {
        this.candidates = null;
        const { address: street, secondAddress, city, state, zipCode } = saved.value;
        const patient = this.patient;
        if (this.user && patient) {
          this.account.set({
            ...this.user,
            patient: { ...patient, shipping: { address: street, ...(secondAddress ? { secondAddress } : {}), city, state, zipCode } },
          });
        }
      }
      return this.finish('address', saved.ok ? null : errorText(saved.error), ACCOUNT_MESSAGES.addressSaved);
    });
  }

  async uploadAvatar(file: UploadFile): Promise<boolean> {
    if (!this.begin('avatar')) return false;
    const saved = await this.useCases.uploadAvatar.execute(file);
    return runInAction(() => {
      if (saved.ok && this.user) {
        this.account.set({ ...this.user, avatar: saved.value.avatar });
        this.userChanged();
      }
      return this.finish('avatar', saved.ok ? null : errorText(saved.error), ACCOUNT_MESSAGES.avatarSaved);
    });
  }

  async changePassword(change: PasswordChange): Promise<boolean> {
    if (!this.begin('password')) return false;
    const changed = await this.useCases.changePassword.execute(change);
    const done = changed.ok && !changed.value.otherSessionsEnded ? ACCOUNT_MESSAGES.passwordChangedHere : ACCOUNT_MESSAGES.passwordChanged;
    return runInAction(() => this.finish('password', changed.ok ? null : errorText(changed.error), done));
  }

  reset(): void {
    this.account.reset();
    this.servedStates = [];
    this.running = null;
    this.errors = {};
    this.done = null;
    this.candidates = null;
    this.reship = true;
    this.unitNeeded = false;
  }
}
