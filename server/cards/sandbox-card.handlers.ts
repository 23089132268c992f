import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import type { BodyOf, HandlerTable } from '../http/typed-handlers';
import { newId } from '../ids';
import type { ServerContext } from '../server-context';
import { cardDigits, passesLuhn } from './card-number';
import { insertCardToken } from './card-tokens.repository';
import { SANDBOX_TEST_CARDS, type TestCard } from './sandbox-test-cards';

/** A card error as the provider answers it: 402, its message, its code in `metadata.code`. */
const cardError = (code: string, message: string): HttpError => new HttpError(402, message, { code });

const NON_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

/** Checks a card as the provider does before it gives a token, in the provider's order and words. */
const checkCard = (card: BodyOf<'createSandboxCardToken'>, now: Date): { digits: string; testCard: TestCard } => {
  const digits = cardDigits(card.number);
  if (!passesLuhn(digits)) throw cardError('invalid_number', 'Your card number is invalid.');
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
  if (card.expYear < year || (card.expYear === year && card.expMonth < month)) {
    throw cardError('invalid_expiry_year', "Your card's expiration date is in the past.");
  }
  if (card.expYear > year + 50) throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.");
  const testCard = SANDBOX_TEST_CARDS.get(digits);
  if (!testCard) throw cardError('card_declined', NON_TEST_CARD);
  if (card.cvc.length !== (testCard.brand === 'American Express' ? 4 : 3)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.");
  }
  return { digits, testCard };
};

/** The card provider's tokenization in local mode (ARCHITECTURE.md, "sandbox card processing"). */
export const sandboxCardHandlers = (ctx: ServerContext) =>
  ({
    createSandboxCardToken: async ({ body, caller }) => {
      const { sub } = requireCaller(caller);
      const createdAt = new Date(ctx.now());
      const { digits, testCard } = checkCard(body, createdAt);
      const token = {
        id: `tok_${newId()}`,
        ownerSub: sub,
        brand: testCard.brand,
        last4: digits.slice(-4),
        expMonth: body.expMonth,
        expYear: body.expYear,
        behaviour: testCard.behaviour,
        createdAt,
      };
      await insertCardToken(ctx.db, token);
      const card = { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear };
      return {
        status: 201,
        body: { status: 'success', data: [{ id: token.id, card, createdAt: createdAt.toISOString(), livemode: false }] },
      };
    },
  }) satisfies Partial<HandlerTable>;
