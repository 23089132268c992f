import { NO_RECEIPT, receiptOf, type ReceiptIssuer } from '../../../domain/billing/receipt';
import type { ReceiptWording } from '../../../domain/billing/receipt-wording';
import { formatApiDate } from '../../../domain/formatting/api-date';
import { instantFromIso } from '../../../domain/formatting/calendar-parts';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { BillingPort } from '../../ports/billing.port';
import type { ReceiptDocumentPort } from '../../ports/receipt-document.port';

export interface ReceiptFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

export interface ReceiptRequest {
  readonly chargeId: string;
  readonly patientName: string;
  readonly issuer: ReceiptIssuer;
  /** The reader's zone offset at an instant, in minutes ahead of UTC: the date is the day they paid, where they are. */
  readonly utcOffsetAt: (instantMs: number) => number;
  /** The reader's language's words and formats (ENGLISH_RECEIPT_WORDING for English). */
  readonly wording: ReceiptWording;
}

/**
 * The receipt of one paid charge as a document: the charge is read by its id (another patient's is not
 * found), checked to be a payment, and laid out by the document port, whose library loads only now.
 */
export class DownloadReceiptUseCase {
  constructor(
    private readonly billing: BillingPort,
    private readonly documents: ReceiptDocumentPort,
  ) {}

  async execute(request: ReceiptRequest): Promise<Result<ReceiptFile>> {
    const charge = await this.billing.charge(request.chargeId);
    if (!charge.ok) return charge;
    const instant = instantFromIso(charge.value.createdAt);
    const date =
      (instant === null ? null : request.wording.day(instant)) ??
      formatApiDate(charge.value.createdAt, request.utcOffsetAt) ??
      charge.value.createdAt.slice(0, 10);
    const receipt = receiptOf(charge.value, { patientName: request.patientName, issuer: request.issuer, date, wording: request.wording });
    if (!receipt) return fail(NO_RECEIPT, 409);
    try {
      return ok({ fileName: receipt.fileName, bytes: await this.documents.render(receipt) });
    } catch {
      return fail('Your receipt could not be made: check your connection and try again.', 503);
    }
  }
}
