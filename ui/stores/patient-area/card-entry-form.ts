import { makeAutoObservable, runInAction } from 'mobx';
import type { CardEntry } from '../../../application/use-cases/payments/prepare-card-entry.use-case';
import type { CardDetails } from '../../../domain/entities/card-payment';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { cardEntryErrors, cardNumberDigits, parseExpiry, type CardField } from '../../../domain/registration-flow/card-entry';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import { errorText } from '../../i18n/error-text';

const EMPTY: Readonly<Record<CardField, string>> = { number: '', expiry: '', cvc: '' };

/**
 * A card as the patient enters it outside registration, through the same provider as the registration
 * payment: the app's own fields (checked as typed by the card-entry rules) or the provider's field mounted
 * into the page. Its names are the payment step's, so both draw the same fields.
 */
export class CardEntryForm {
  entry: CardEntry | null = null;
  entryError: string | null = null;
  card: Record<CardField, string> = { ...EMPTY };
  touched = new Set<CardField>();
  submitted = false;

  constructor(
    private readonly useCases: Pick<PatientAreaUseCases, 'prepareCardEntry'>,
    /** Today on the calendar the provider checks expiry against. */
    private readonly today: () => CalendarDate,
  ) {
    makeAutoObservable<CardEntryForm, 'useCases' | 'today'>(this, { useCases: false, today: false }, { autoBind: true });
  }

  /** The form opens empty; the provider's own field, where it draws one, is mounted at `selector`. */
  async open(selector: string): Promise<void> {
    this.clear();
    const entry = await this.useCases.prepareCardEntry.execute({ selector });
    runInAction(() => {
      if (entry.ok) this.entry = entry.value;
      else this.entryError = errorText(entry.error);
    });
  }

  close(): void {
    if (this.entry?.collects === 'provider-field') void this.useCases.prepareCardEntry.execute({ release: true });
    this.clear();
  }

  get cardErrors(): Partial<Record<CardField, string>> {
    if (this.entry?.collects !== 'own-fields') return {};
    return cardEntryErrors(this.card, this.today());
  }

  cardFieldError(field: CardField): string | null {
    return this.submitted || this.touched.has(field) ? (this.cardErrors[field] ?? null) : null;
  }

  setCard(field: CardField, value: string): void {
    this.card = { ...this.card, [field]: value };
  }

  touchCard(field: CardField): void {
    this.touched = new Set(this.touched).add(field);
  }

  /**
   * The card to hand to the tokenizer once the form is submitted: its details where the app draws the
   * fields, null where the provider's field holds them; undefined while it is not ready or has mistakes.
   */
  submit(): CardDetails | null | undefined {
    this.submitted = true;
    if (!this.entry || Object.keys(this.cardErrors).length > 0) return undefined;
    if (this.entry.collects === 'provider-field') return null;
    const expiry = parseExpiry(this.card.expiry);
    if (!expiry) return undefined;
    return { number: cardNumberDigits(this.card.number) ?? '', expMonth: expiry.month, expYear: expiry.year, cvc: this.card.cvc.trim() };
  }

  private clear(): void {
    this.entry = null;
    this.entryError = null;
    this.card = { ...EMPTY };
    this.touched = new Set();
    this.submitted = false;
  }
}
