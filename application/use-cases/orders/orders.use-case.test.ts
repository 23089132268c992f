import { beforeEach, describe, expect, it } from 'vitest';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { InMemoryPatientArea, ORDER } from '../../../tests/fakes/in-memory-patient-area.fake';
import { ListOrdersPageUseCase, ORDERS_PAGE_SIZE } from './list-orders-page.use-case';
import { LoadOrderUseCase } from './load-order.use-case';

let area: InMemoryPatientArea;

beforeEach(() => {
  area = new InMemoryPatientArea();
  for (let n = 0; n < 23; n += 1) area.orders.push({ ...ORDER, _id: n.toString(16).padStart(24, '0') });
});

describe('the order history', () => {
  it('reads pages of ten until the last, which has no next page', async () => {
    const pages = [];
    let page: number | null = 1;
    while (page !== null) {
      const result = await new ListOrdersPageUseCase(area.ordersPort).execute({ page });
      if (!result.ok) throw new Error(result.error.message);
      pages.push(result.value.orders.length);
      page = result.value.nextPage;
    }
    expect(pages).toEqual([ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZE, 3]);
  });

  it('asks for page 1 at least', async () => {
    await new ListOrdersPageUseCase(area.ordersPort).execute({ page: 0 });
    expect(area.calls).toEqual(['orders 1 10']);
  });

  it('loads one order, and answers a mistyped id as unknown without asking', async () => {
    expect(await new LoadOrderUseCase(area.ordersPort).execute('0'.repeat(24))).toMatchObject({ ok: true, value: { _id: '0'.repeat(24) } });
    expect(await new LoadOrderUseCase(area.ordersPort).execute('../me')).toEqual({
      ok: false,
      error: { message: PATIENT_AREA_MESSAGES.orderNotFound, statusCode: 404 },
    });
    expect(area.calls).toEqual([`order ${'0'.repeat(24)}`]);
  });
});
