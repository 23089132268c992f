import type { Database } from '../database/database';
import { isCardBehaviour, type CardBehaviour, type CardBrand } from './sandbox-test-cards';

type Queryable = Pick<Database, 'query'>;

/** A tokenized card as the sandbox keeps it: what it shows back and how it behaves, never its number. */
export interface CardTokenRecord {
  readonly id: string;
  readonly ownerSub: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly behaviour: CardBehaviour;
  readonly createdAt: Date;
  readonly usedAt: Date | null;
}

type Row = {
  id: string;
  owner_sub: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: string;
  created_at: Date;
  used_at: Date | null;
};

const toRecord = (row: Row): CardTokenRecord => {
  if (!isCardBehaviour(row.behaviour)) throw new Error(`Unknown card behaviour in card_tokens: ${row.behaviour}`);
  return {
    id: row.id,
    ownerSub: row.owner_sub,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    behaviour: row.behaviour,
    createdAt: row.created_at,
    usedAt: row.used_at,
  };
};

export const insertCardToken = async (db: Queryable, token: Omit<CardTokenRecord, 'usedAt'>): Promise<void> => {
  await db.query(
    `insert into card_tokens (id, owner_sub, brand, last4, exp_month, exp_year, behaviour, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [token.id, token.ownerSub, token.brand, token.last4, token.expMonth, token.expYear, token.behaviour, token.createdAt],
  );
};

/** The caller's own token; someone else's answers exactly like an unknown one. */
export const findOwnCardToken = async (db: Queryable, id: string, ownerSub: string): Promise<CardTokenRecord | null> => {
  const found = await db.query<Row>('select * from card_tokens where id = $1 and owner_sub = $2', [id, ownerSub]);
  const row = found.rows[0];
  return row ? toRecord(row) : null;
};

/** A token by id alone, for billing the card on file (no caller then). */
export const findCardTokenById = async (db: Queryable, id: string): Promise<CardTokenRecord | null> => {
  const found = await db.query<Row>('select * from card_tokens where id = $1', [id]);
  const row = found.rows[0];
  return row ? toRecord(row) : null;
};

/** Spends a token on a charge; false when it was already spent (a token pays for one charge). */
export const spendCardToken = async (db: Queryable, id: string, ownerSub: string, at: Date): Promise<boolean> => {
  const spent = await db.query('update card_tokens set used_at = $3 where id = $1 and owner_sub = $2 and used_at is null', [id, ownerSub, at]);
  return (spent.affectedRows ?? 0) === 1;
};
