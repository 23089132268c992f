import { makeAutoObservable, runInAction } from 'mobx';
import type { ReceiptFile } from '../../../application/use-cases/billing/download-receipt.use-case';
import type { ReceiptIssuer } from '../../../domain/billing/receipt';
import type { ReceiptWording } from '../../../domain/billing/receipt-wording';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import { errorText } from '../../i18n/error-text';

/** What a receipt names besides the charge: who issues it, who paid, the reader's zone for the date, and their language's words. */
export interface ReceiptContext {
  readonly issuer: ReceiptIssuer;
  readonly patientName: () => string;
  readonly utcOffsetAt: (instantMs: number) => number;
  /** The words and formats of the language the patient reads now. */
  readonly wording: () => ReceiptWording;
}

/** Receipts of paid charges, made on request (the PDF library loads then); one at a time. */
export class ReceiptsStore {
  /** The charge whose receipt is being made. */
  making: string | null = null;
  /** Why the last receipt could not be made, and for which charge. */
  error: { readonly chargeId: string; readonly message: string } | null = null;

  constructor(
    private readonly useCases: Pick<PatientAreaUseCases, 'downloadReceipt'>,
    private readonly context: ReceiptContext,
  ) {
    makeAutoObservable<ReceiptsStore, 'useCases' | 'context'>(this, { useCases: false, context: false }, { autoBind: true });
  }

  /** The receipt of a paid charge as a file to save; null when it could not be made (`error` says why). */
  async make(chargeId: string): Promise<ReceiptFile | null> {
    if (this.making) return null;
    this.making = chargeId;
    this.error = null;
    const file = await this.useCases.downloadReceipt.execute({
      chargeId,
      patientName: this.context.patientName(),
      issuer: this.context.issuer,
      utcOffsetAt: this.context.utcOffsetAt,
      wording: this.context.wording(),
    });
    return runInAction(() => {
      this.making = null;
      if (file.ok) return file.value;
      this.error = { chargeId, message: errorText(file.error) };
      return null;
    });
  }

  reset(): void {
    this.making = null;
    this.error = null;
  }
}
