import { makeAutoObservable, runInAction } from 'mobx';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { MESSAGES } from '../../../domain/feedback/messages';
import type { ProductType } from '../../../domain/shared/product-type';
import type { StartTreatmentRegistrationUseCase } from '../../../application/use-cases/registration/start-treatment-registration.use-case';
import type { SessionStore } from '../session.store';
import type { ShellMemoryStore } from './shell-memory.store';
import { errorText } from '../../i18n/error-text';

/**
 * The treatment sidebar of the steps layout (spec §2, §4): a left drawer listing 'View all treatments'
 * and the treatments the patient lacks; a treatment clicked becomes a new subscription in registration.
 */
export class TreatmentSidebarStore {
  open = false;
  /** The treatment being created; every entry waits meanwhile. */
  creating: ProductType | null = null;
  /** The spec's failure alert, until the patient tries again or closes. */
  alert: string | null = null;

  constructor(
    private readonly startRegistration: StartTreatmentRegistrationUseCase,
    private readonly session: SessionStore,
    private readonly memory: ShellMemoryStore,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.alert = null;
  }

  /**
   * Steps 1, 2, 4 and 7 of spec §4 (clear the prices, create, add the type to subType, status register),
   * then 6 (refresh the patient); the subscription, for the registration flow to make current (3, 5).
   * A refused creation says 'Failed to create new subscription. Please try again.', anything else 'An
   * error occurred while creating the subscription. Please try again.'.
   */
  async create(productType: ProductType): Promise<SubscriptionDetails | null> {
    if (this.creating) return null;
    this.creating = productType;
    this.alert = null;
    const created = await this.startRegistration.execute(productType);
    const refreshed = created.ok ? await this.session.refreshUser() : null;
    runInAction(() => {
      this.creating = null;
      if (!created.ok) this.alert = errorText(created.error);
      else if (!refreshed?.ok) this.alert = MESSAGES.createSubscriptionError;
      else this.open = false;
    });
    return created.ok && refreshed?.ok ? created.value : null;
  }

  /** 'View all treatments': register is remembered as originalRegistrationStatus (spec §4). */
  dashboardClick(): void {
    this.memory.change({ kind: 'dashboard-click' });
    this.open = false;
  }

  reset(): void {
    this.open = false;
    this.creating = null;
    this.alert = null;
  }
}
