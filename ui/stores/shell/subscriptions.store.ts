import { makeAutoObservable } from 'mobx';
import type { Subscription } from '../../../domain/entities/subscription';
import type { ListSubscriptionsUseCase } from '../../../application/use-cases/subscriptions/list-subscriptions.use-case';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';

/**
 * The patient's subscriptions for the dashboard. Built with the signed-in layouts' stores, whose code the
 * patient layout brings along, so the dashboard asks for them at once and /login's first load carries none of it.
 */
export class SubscriptionsStore {
  private readonly listed = new Loadable<readonly Subscription[]>();
  readonly status: LoadStatus = this.listed;

  constructor(private readonly listSubscriptions: ListSubscriptionsUseCase) {
    makeAutoObservable<SubscriptionsStore, 'listSubscriptions' | 'listed'>(
      this,
      { listSubscriptions: false, listed: false, status: false },
      { autoBind: true },
    );
  }

  get items(): readonly Subscription[] {
    return this.listed.value ?? [];
  }

  /** Loads (or reloads, keeping the cards meanwhile) the patient's subscriptions. */
  async load(patientId: string): Promise<void> {
    await this.listed.load(patientId, () => this.listSubscriptions.execute(patientId));
  }

  reset(): void {
    this.listed.reset();
  }
}
