import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Receipt } from '../../domain/billing/receipt';
import type { ReceiptDocumentPort } from '../../application/ports/receipt-document.port';
import { BRAND_MARKS } from './brand-marks';

/** US Letter in points, with an inch of margin less a little. */
const PAGE = { width: 612, height: 792, margin: 56 } as const;
const MARK_SIZE = 36;
const AMOUNT_COLUMN = 120;

type Rgb = (red: number, green: number, blue: number) => RGB;

const colourOf = (rgb: Rgb, hex: string): RGB => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
};

/** The standard fonts write Windows-1252 only: anything else (a name in another script) prints as '?' rather than failing. */
const printable = (font: PDFFont, text: string): string => {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (character) => (known.has(character.codePointAt(0) ?? -1) ? character : '?')).join('');
};

/** The text cut with '...' to fit `width`. */
const fitted = (font: PDFFont, size: number, text: string, width: number): string => {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
};

interface Pen {
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly ink: RGB;
  readonly muted: RGB;
}

const write = (pen: Pen, text: string, at: { x: number; y: number; size: number; bold?: boolean; colour?: RGB; maxWidth?: number }) => {
  const font = at.bold ? pen.bold : pen.regular;
  const shown = fitted(font, at.size, printable(font, text), at.maxWidth ?? PAGE.width - PAGE.margin - at.x);
  pen.page.drawText(shown, { x: at.x, y: at.y, size: at.size, font, color: at.colour ?? pen.ink });
};

/** Text ending at `right`: amounts line up on their last digit. */
const writeRight = (pen: Pen, text: string, at: { right: number; y: number; size: number; bold?: boolean; colour?: RGB }) => {
  const font = at.bold ? pen.bold : pen.regular;
  const shown = printable(font, text);
  pen.page.drawText(shown, { x: at.right - font.widthOfTextAtSize(shown, at.size), y: at.y, size: at.size, font, color: at.colour ?? pen.ink });
};

/**
 * A receipt as a one-page PDF drawn with pdf-lib, which is imported only when a receipt is asked for (its
 * code never joins the app's first download). The standard Helvetica fonts keep the file small and its text
 * readable by any PDF reader and by screen readers' text extraction.
 */
export class PdfReceiptDocumentAdapter implements ReceiptDocumentPort {
  async render(receipt: Receipt): Promise<Uint8Array> {
    const { PDFDocument, StandardFonts, rgb, LineCapStyle } = await import('pdf-lib');
    const document = await PDFDocument.create();
    document.setTitle(`${receipt.words.title} ${receipt.invoiceId}`);
    document.setAuthor(receipt.issuer.legalName);
    document.setCreator(receipt.issuer.brandName);
    const page = document.addPage([PAGE.width, PAGE.height]);
    const mark = BRAND_MARKS[receipt.issuer.brandId];
    const pen: Pen = {
      page,
      regular: await document.embedFont(StandardFonts.Helvetica),
      bold: await document.embedFont(StandardFonts.HelveticaBold),
      ink: colourOf(rgb, '#1c2127'),
      muted: colourOf(rgb, '#5f6b7c'),
    };
    const left = PAGE.margin;
    const right = PAGE.width - PAGE.margin;
    const rule = (y: number) => page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.75, color: colourOf(rgb, '#c5cbd3') });
    let y = PAGE.height - PAGE.margin;

    // The brand: its mark, its name, and what this page is.
    const scale = MARK_SIZE / 32;
    page.drawSvgPath(mark.shape, { x: left, y, scale, color: colourOf(rgb, mark.fill) });
    page.drawSvgPath(mark.stroke, {
      x: left,
      y,
      scale,
      borderColor: rgb(1, 1, 1),
      borderWidth: mark.strokeWidth * scale,
      borderLineCap: LineCapStyle.Round,
    });
    write(pen, receipt.issuer.brandName, { x: left + MARK_SIZE + 12, y: y - 25, size: 20, bold: true, colour: colourOf(rgb, mark.ink), maxWidth: 300 });
    writeRight(pen, receipt.words.title, { right, y: y - 25, size: 22, bold: true });
    y -= MARK_SIZE + 32;

    // Who was paid.
    write(pen, receipt.issuer.legalName, { x: left, y, size: 11, bold: true });
    for (const line of receipt.issuer.address) {
      y -= 15;
      write(pen, line, { x: left, y, size: 10, colour: pen.muted });
    }
    y -= 34;

    // Who paid, when, how, and which charge it was.
    const details: readonly (readonly [string, string])[] = [
      [receipt.words.billedTo, receipt.patientName],
      [receipt.words.datePaid, receipt.date],
      [receipt.words.invoice, receipt.invoiceId],
      [receipt.words.chargeId, receipt.chargeId],
      [receipt.words.paymentMethod, receipt.paymentMethod],
    ];
    for (const [label, value] of details) {
      write(pen, label, { x: left, y, size: 10, colour: pen.muted });
      write(pen, value, { x: left + 120, y, size: 10 });
      y -= 17;
    }
    write(pen, receipt.words.status, { x: left, y, size: 10, colour: pen.muted });
    write(pen, receipt.status, { x: left + 120, y, size: 10, bold: true, colour: colourOf(rgb, '#1c6e42') });
    y -= 36;

    // What was paid for.
    write(pen, receipt.words.item, { x: left, y, size: 10, bold: true });
    writeRight(pen, receipt.words.amount, { right, y, size: 10, bold: true });
    y -= 8;
    rule(y);
    const lines = (entries: Receipt['items']) => {
      for (const entry of entries) {
        y -= 18;
        write(pen, entry.label, { x: left, y, size: 10, maxWidth: right - left - AMOUNT_COLUMN });
        writeRight(pen, entry.amount, { right, y, size: 10 });
      }
    };
    lines(receipt.items);
    if (receipt.discounts.length > 0) {
      y -= 26;
      write(pen, receipt.words.discounts, { x: left, y, size: 10, bold: true });
      lines(receipt.discounts);
    }
    y -= 12;
    rule(y);
    y -= 20;
    write(pen, receipt.words.totalPaid, { x: left, y, size: 12, bold: true });
    writeRight(pen, receipt.total, { right, y, size: 12, bold: true });

    write(pen, receipt.words.keepForRecords, {
      x: left,
      y: PAGE.margin,
      size: 8.5,
      colour: pen.muted,
    });
    return document.save();
  }
}
