import type { Receipt } from '../../domain/billing/receipt';

/** Lays a receipt out as a printable document (a PDF), the brand's mark at its head. */
export interface ReceiptDocumentPort {
  render(receipt: Receipt): Promise<Uint8Array>;
}
