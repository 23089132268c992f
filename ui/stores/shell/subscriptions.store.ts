import { makeAutoObservable } from 'mobx';
import type { Subscription } from '../../../domain/entities/subscription';
import type { ListSubscriptionsUseCase } from '../../../application/use-cases/subscriptions/list-subscriptions.use-case';
import { Loadable } from '../loadable';

/**
 * The patient's subscriptions for the dashboard. Built with the signed-in layouts' stores, whose code the
 * patient layout brings along, so the dashboard asks for them at once and /login's first load carries none of it.
 */
export class SubscriptionsStore {
  private readonly listed = new Loadable<readonly Subscription[]>();

  constructor(private readonly listSubscriptions: ListSubscriptionsUseCase) {
    makeAutoObservable<SubscriptionsStore, 'listSubscriptions' | 'listed'>(this, { listSubscriptions: false, listed: false }, { autoBind: true });
  }

  get phase() {
    return this.listed.phase;
  }

  get items(): readonly Subscription[] {
    return this.listed.value ?? [];
  }

  get error(): string | null {
    return this.listed.error;
  }

  /** Why the last reload (a language switch, a live treatment update) failed while the cards still show. */
  get refreshError(): string | null {
    return this.listed.refreshError;
  }

  /** Loads (or reloads, keeping the cards meanwhile) the patient's subscriptions. */
  async load(patientId: string): Promise<void> {
    await this.listed.load(patientId, () => this.listSubscriptions.execute(patientId));
  }

  reset(): void {
    this.listed.reset();
  }
}
