import { readFile, writeFile } from 'node:fs/promises';
import { ENGLISH_RECEIPT_WORDING } from '../../../domain/billing/receipt-wording';
import { fileURLToPath } from 'node:url';
import { describeCard } from '../../../domain/billing/card-on-file';
import type { ReceiptIssuer } from '../../../domain/billing/receipt';
import { formatUsd } from '../../../domain/billing/usd';
import { BRAND_IDS, type BrandId } from '../../../domain/brands/brand';
import type { CardDetails } from '../../../domain/entities/card-payment';
import type { RevealedCard } from '../../../domain/entities/revealed-card';
import { cardNumberDigits, cardNumberError, cvcError, expiryError, parseExpiry } from '../../../domain/registration-flow/card-entry';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { parseRuntimeConfig } from '../../config/runtime-config.schema';
import { AREAS, TOKENS } from '../../container/tokens';
import { EXIT_CODES, type Command, type OptionValues } from '../cli-context';
import { reportFailure, usageError } from '../failures';
import { signedIn } from '../signed-in';

/** The app's own runtime configuration, beside this checkout: what a receipt names when no --config is given. */
const DEFAULT_CONFIG = fileURLToPath(new URL('../../../ui/public/config.json', import.meta.url));

const CHARGE_OPTION = { type: 'string', description: 'charge id (from `billing charges --json`)', required: true } as const;

const cardWords = (card: RevealedCard): string => `${describeCard(card) ?? 'Card'}, expires ${card.expirationDate ?? '-'}`;

/** The card as typed on the command line, checked by the app's own card rules; a mistake is a usage error. */
const cardFrom = (values: OptionValues): Result<CardDetails> => {
  const now = new Date();
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const [number, expiry, cvc] = [String(values.number), String(values.expiry), String(values.cvc)];
  const mistake = cardNumberError(number) ?? expiryError(expiry, today) ?? cvcError(cvc, number);
  const parsed = parseExpiry(expiry);
  if (mistake || !parsed) return fail(mistake ?? 'Enter the expiry date as MM/YY', 400);
  return ok({ number: cardNumberDigits(number) ?? '', expMonth: parsed.month, expYear: parsed.year, cvc: cvc.trim() });
};

export const updateCardCommand: Command = {
  path: ['billing', 'update-card'],
  summary: 'Change the card on file (through the card provider); every treatment is billed on it from then on',
  options: {
    number: { type: 'string', description: 'card number (the sandbox takes its test cards: 4242 4242 4242 4242 pays)', required: true },
    expiry: { type: 'string', description: 'MM/YY', required: true },
    cvc: { type: 'string', description: 'security code', required: true },
  },
  run: signedIn(async (context, values, user) => {
    const typed = cardFrom(values);
    if (!typed.ok) {
      return usageError(context, typed.error.message);
    }
    const card = await context.get(AREAS.patientArea).replaceCardOnFile.execute({ patientId: user.patient?._id ?? '', card: typed.value });
    if (!card.ok) return reportFailure(context, card.error);
    context.output.result(card.value, () => `Card on file: ${cardWords(card.value)}.`);
    return EXIT_CODES.ok;
  }),
};

export const retryChargeCommand: Command = {
  path: ['billing', 'retry'],
  summary: 'Pay a renewal the card refused again, once, on the card on file',
  options: { charge: CHARGE_OPTION },
  run: signedIn(async (context, values) => {
    const paid = await context.get(AREAS.patientArea).retryFailedCharge.execute(String(values.charge));
    if (!paid.ok) return reportFailure(context, paid.error);
    const { charge, order, subscription } = paid.value;
    context.output.result(
      paid.value,
      () =>
        `Paid ${formatUsd(charge.sum)}: charge ${charge._id} (${charge.invoiceId}), order ${order._id} (${order.status}). ` +
        `The treatment is ${subscription.status} again; next billing ${subscription.nextBillingDate?.slice(0, 10) ?? '-'}.`,
    );
    return EXIT_CODES.ok;
  }),
};

/** Who a receipt names as paid: the brand chosen and the provider's legal name and address from a runtime config. */
const issuerFrom = async (values: OptionValues): Promise<ReceiptIssuer | string> => {
  const brand = String(values.brand ?? 'main');
  if (!BRAND_IDS.includes(brand as BrandId)) return `--brand must be one of ${BRAND_IDS.join(', ')}`;
  const file = String(values.config ?? DEFAULT_CONFIG);
  try {
    const config = parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')));
    const brandId = brand as BrandId;
    return { brandId, brandName: config.brands[brandId].name, legalName: config.provider.legalName, address: config.provider.address };
  } catch (error) {
    return `Cannot read the runtime configuration ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
};

export const receiptCommand: Command = {
  path: ['billing', 'receipt'],
  summary: 'Save the receipt of a paid charge as a PDF (for an HSA or FSA claim)',
  options: {
    charge: CHARGE_OPTION,
    out: { type: 'string', description: 'where to write the PDF, e.g. receipt.pdf', required: true },
    brand: { type: 'string', description: `the brand on the receipt: ${BRAND_IDS.join(' or ')} (default main)` },
    config: { type: 'string', description: "the runtime config.json naming the provider's legal name and address (default: this checkout's)" },
  },
  run: signedIn(async (context, values, user) => {
    const issuer = await issuerFrom(values);
    if (typeof issuer === 'string') {
      return usageError(context, issuer);
    }
    const receipt = await context.get(AREAS.patientArea).downloadReceipt.execute({
      chargeId: String(values.charge),
      patientName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      issuer,
      // The machine's zone, as the app uses the browser's: the day it was paid where the reader is.
      utcOffsetAt: context.get(TOKENS.zone).utcOffsetAt,
      wording: ENGLISH_RECEIPT_WORDING,
    });
    if (!receipt.ok) return reportFailure(context, receipt.error);
    const out = String(values.out);
    try {
      await writeFile(out, receipt.value.bytes);
    } catch (error) {
      return usageError(context, `Cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`);
    }
    context.output.result({ file: out, bytes: receipt.value.bytes.length }, () => `Receipt written to ${out} (${receipt.value.bytes.length} bytes).`);
    return EXIT_CODES.ok;
  }),
};
