import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface TextPiece {
  readonly str: string;
  readonly transform: readonly number[];
}

/**
 * The text of a PDF as a reader extracts it (pdf.js, what browsers use), one string per line of the page,
 * top to bottom, the pieces of a line left to right joined by a space: what a test checks a document by.
 */
export const pdfLines = async (bytes: Uint8Array): Promise<string[]> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const pieces = (content.items as TextPiece[]).filter((item) => 'str' in item && item.str.trim() !== '');
    const byLine = new Map<number, TextPiece[]>();
    for (const piece of pieces) {
      const baseline = Math.round(piece.transform[5] ?? 0);
      byLine.set(baseline, [...(byLine.get(baseline) ?? []), piece]);
    }
    for (const baseline of [...byLine.keys()].sort((a, b) => b - a)) {
      const line = (byLine.get(baseline) ?? []).sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
      lines.push(line.map((piece) => piece.str).join(' '));
    }
  }
  await pdf.destroy();
  return lines;
};
