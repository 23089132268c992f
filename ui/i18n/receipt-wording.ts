import { RECEIPT_WORDS, type ReceiptWording, type ReceiptWords } from '../../domain/billing/receipt-wording';
import { cardText } from './card-text';
import { localDay } from './local-dates';
import { localMoney } from './local-money';
import { translate } from './translate';

/**
 * A receipt in the language the patient reads now: its words from the catalogue (RECEIPT_WORDS are its
 * English sources), money, the card and the day paid as the screens write them. English is unchanged.
 */
export const receiptWording = (): ReceiptWording => ({
  words: Object.fromEntries(Object.entries(RECEIPT_WORDS).map(([key, english]) => [key, translate(english)])) as unknown as ReceiptWords,
  money: localMoney,
  card: cardText,
  day: localDay,
});
