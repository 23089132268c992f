import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database';
import type { SubscriptionDoc } from './users.repository';
import { offersWinback } from './winback-offer';

let db: Database;

const subscription = (productType: SubscriptionDoc['productType'], status: string): SubscriptionDoc => ({
  _id: 'f'.repeat(24),
  status,
  productType,
  patientId: 'e'.repeat(24),
  registrationStep: 'done',
  registrationStepsOrder: ['basic'],
});

const coupon = async (id: string, code: string, doc: Record<string, unknown>) => {
  await db.query('insert into coupons (id, code, doc) values ($1, $2, $3)', [id.repeat(24), code, { code, ...doc }]);
};

beforeAll(async () => {
  db = await openDatabase(null);
  await coupon('1', 'BACK-ANY', { action: 'winback', status: 'active' });
  await coupon('2', 'BACK-WL', { action: 'winback', status: 'active', appliesTo: [{ appliesObjType: 'wl' }] });
  await coupon('3', 'BACK-OVER', { action: 'winback', status: 'expired' });
  await coupon('4', 'HELLO', { action: 'registration', status: 'active' });
});
afterAll(async () => {
  await db.close();
});

describe('the win-back offer of /me', () => {
  const cancelledEd = [subscription('ed', 'active'), subscription('ed', 'cancel')];

  it('needs an active win-back coupon, whatever the case of the code', async () => {
    expect(await offersWinback(db, 'BACK-ANY', cancelledEd)).toBe(true);
    expect(await offersWinback(db, ' back-any ', cancelledEd)).toBe(true);
    expect(await offersWinback(db, 'BACK-OVER', cancelledEd)).toBe(false);
    expect(await offersWinback(db, 'HELLO', cancelledEd)).toBe(false);
    expect(await offersWinback(db, 'NOPE', cancelledEd)).toBe(false);
    expect(await offersWinback(db, '', cancelledEd)).toBe(false);
    expect(await offersWinback(db, undefined, cancelledEd)).toBe(false);
  });

  it('needs a cancelled subscription of a product type the coupon applies to', async () => {
    expect(await offersWinback(db, 'BACK-ANY', [subscription('ed', 'active'), subscription('wl', 'pause')])).toBe(false);
    expect(await offersWinback(db, 'BACK-WL', cancelledEd)).toBe(false);
    expect(await offersWinback(db, 'BACK-WL', [...cancelledEd, subscription('wl', 'cancel')])).toBe(true);
  });
});
