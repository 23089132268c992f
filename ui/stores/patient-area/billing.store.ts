import { makeAutoObservable, runInAction } from 'mobx';
import type { RevealedCard } from '../../../domain/entities/revealed-card';
import type { BillingOverview } from '../../../application/use-cases/billing/load-billing.use-case';
import type { LoadPhase } from '../load-phase';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';

/** A subscription's billing (grouped by the billing rule) and the card on file, shown on request. */
export class BillingStore {
  phase: LoadPhase = 'idle';
  subscriptionId: string | null = null;
  overview: BillingOverview | null = null;
  error: string | null = null;
  cardPhase: LoadPhase = 'idle';
  /** null once loaded: no card on file. */
  card: RevealedCard | null = null;
  cardError: string | null = null;

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadBilling' | 'revealCardOnFile'>) {
    makeAutoObservable<BillingStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  /** Loads (or reloads, keeping what shows meanwhile) the billing of a subscription. */
  async load(subscriptionId: string): Promise<void> {
    if (subscriptionId !== this.subscriptionId) {
      this.overview = null;
      this.subscriptionId = subscriptionId;
    }
    this.phase = this.overview ? 'ready' : 'loading';
    this.error = null;
    const billing = await this.useCases.loadBilling.execute(subscriptionId);
    runInAction(() => {
      if (this.subscriptionId !== subscriptionId) return;
      if (billing.ok) {
        this.overview = billing.value;
        this.phase = 'ready';
      } else {
        this.error = billing.error.message;
        this.phase = this.overview ? 'ready' : 'error';
      }
    });
  }

  async revealCard(patientId: string): Promise<void> {
    if (this.cardPhase === 'loading') return;
    this.cardPhase = 'loading';
    this.cardError = null;
    const card = await this.useCases.revealCardOnFile.execute(patientId);
    runInAction(() => {
      if (card.ok) {
        this.card = card.value;
        this.cardPhase = 'ready';
      } else {
        this.cardError = card.error.message;
        this.cardPhase = 'error';
      }
    });
  }

  hideCard(): void {
    this.card = null;
    this.cardPhase = 'idle';
  }

  reset(): void {
    this.phase = 'idle';
    this.subscriptionId = null;
    this.overview = null;
    this.error = null;
    this.hideCard();
    this.cardError = null;
  }
}
