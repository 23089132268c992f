import { makeAutoObservable, runInAction } from 'mobx';
import type { RecoveredPayment } from '../../../application/ports/payment-recovery.port';
import type { PaymentFailure } from '../../../domain/billing/payment-failure';
import type { RevealedCard } from '../../../domain/entities/revealed-card';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { cardText } from '../../i18n/card-text';
import { localMoney } from '../../i18n/local-money';
import { translate } from '../../i18n/translate';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { CardEntryForm } from './card-entry-form';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import { errorText } from '../../i18n/error-text';

// The store words what a change did in the language shown then (a page shows it through `_()`, which
// keeps a text its catalogue does not hold), each sentence whole so that Spanish orders it its own way.
const cardWords = (card: RevealedCard): string => cardText(card) ?? translate('your new card');

/**
 * The card on file (type, last four digits, expiry), changed through the card provider from Account Info
 * or a treatment's page, and 'Update card and pay' for a renewal the old card refused. One change runs
 * at a time; a refusal says why and the old card stays.
 */
export class CardOnFileStore {
  // No card on file loads as null: shown as such, and loaded again like a card not yet read.
  private readonly onFile = new Loadable<RevealedCard | null>();
  readonly status: LoadStatus = this.onFile;
  busy = false;
  /** Why the last change was refused, until another starts. */
  error: string | null = null;
  /** What the last change did, for a live region. */
  done: string | null = null;
  readonly form: CardEntryForm;

  constructor(
    private readonly useCases: Pick<PatientAreaUseCases, 'revealCardOnFile' | 'replaceCardOnFile' | 'updateCardAndPay' | 'prepareCardEntry'>,
    today: () => CalendarDate,
    /** The session's patient shows the new card too (the dashboard's expiry warning reads it). */
    private readonly cardChanged: () => void,
  ) {
    this.form = new CardEntryForm(useCases, today);
    makeAutoObservable<CardOnFileStore, 'useCases' | 'cardChanged' | 'onFile'>(
      this,
      { useCases: false, cardChanged: false, form: false, onFile: false, status: false },
      { autoBind: true },
    );
  }

  get card(): RevealedCard | null {
    return this.onFile.value;
  }

  async load(patientId: string): Promise<void> {
    await this.onFile.load(patientId, () => this.useCases.revealCardOnFile.execute(patientId));
  }

  /** A card form opens: the last change's words go, the fields start empty. */
  async openForm(selector: string): Promise<void> {
    this.error = null;
    this.done = null;
    await this.form.open(selector);
  }

  closeForm(): void {
    this.error = null;
    this.form.close();
  }

  /** The new card becomes the card on file; true when it did. */
  async save(patientId: string): Promise<boolean> {
    const details = this.form.submit();
    if (this.busy || details === undefined) return false;
    this.begin();
    const replaced = await this.useCases.replaceCardOnFile.execute({ patientId, card: details });
    return runInAction(() => {
      this.busy = false;
      if (!replaced.ok) {
        this.error = errorText(replaced.error);
        return false;
      }
      this.cardSaved(replaced.value);
      this.done = translate('Your card on file is now {card}, expiring {expiry}.', {
        card: cardWords(replaced.value),
        expiry: replaced.value.expirationDate ?? translate('as printed on it'),
      });
      return true;
    });
  }

  /** 'Update card and pay': the new card on file, then the refused renewal charged on it; the payment when it went through. */
  async updateAndPay(patientId: string, failure: PaymentFailure): Promise<RecoveredPayment | null> {
    const details = this.form.submit();
    if (this.busy || details === undefined) return null;
    this.begin();
    const outcome = await this.useCases.updateCardAndPay.execute({ patientId, chargeId: failure.chargeId, card: details });
    return runInAction(() => {
      this.busy = false;
      if (!outcome.ok) {
        this.error = errorText(outcome.error);
        return null;
      }
      const result = outcome.value;
      if (result.kind === 'card-refused') {
        this.error = result.message;
        return null;
      }
      this.cardSaved(result.card);
      if (result.kind === 'payment-refused') {
        this.error = translate('Your new card, {card}, is saved, but the payment did not go through: {reason}', {
          card: cardWords(result.card),
          reason: result.message,
        });
        return null;
      }
      this.done = translate(
        'Thank you: your payment of {amount} went through on {card}. Your treatment goes on, and your delivery is on its way to the pharmacy.',
        { amount: localMoney(result.payment.charge.sum), card: cardWords(result.card) },
      );
      return result.payment;
    });
  }

  reset(): void {
    this.onFile.reset();
    this.busy = false;
    this.error = null;
    this.done = null;
    this.form.close();
  }

  private begin(): void {
    this.busy = true;
    this.error = null;
    this.done = null;
  }

  private cardSaved(card: RevealedCard): void {
    this.onFile.set(card);
    this.cardChanged();
  }
}
