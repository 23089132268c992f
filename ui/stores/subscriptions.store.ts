import { makeAutoObservable, runInAction } from 'mobx';
import type { Subscription } from '../../domain/entities/subscription';
import type { ListSubscriptionsUseCase } from '../../application/use-cases/subscriptions/list-subscriptions.use-case';
import type { LoadPhase } from './load-phase';

/** The patient's subscriptions for the dashboard. */
export class SubscriptionsStore {
  phase: LoadPhase = 'idle';
  items: readonly Subscription[] = [];
  error: string | null = null;

  constructor(private readonly listSubscriptions: ListSubscriptionsUseCase) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(patientId: string): Promise<void> {
    this.phase = 'loading';
    this.error = null;
    const result = await this.listSubscriptions.execute(patientId);
    runInAction(() => {
      if (result.ok) {
        this.items = result.value;
        this.phase = 'ready';
      } else {
        this.error = result.error.message;
        this.phase = 'error';
      }
    });
  }

  reset(): void {
    this.phase = 'idle';
    this.items = [];
    this.error = null;
  }
}
