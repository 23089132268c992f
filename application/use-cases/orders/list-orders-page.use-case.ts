import type { OrderPage } from '../../../domain/entities/order';
import type { Result } from '../../../domain/shared/result';
import type { OrdersPort } from '../../ports/orders.port';

/** Orders a page holds: enough to fill a phone screen and start scrolling. */
export const ORDERS_PAGE_SIZE = 10;

/** One page of the order history, newest first; `nextPage` is null on the last. */
export class ListOrdersPageUseCase {
  constructor(private readonly orders: OrdersPort) {}

  execute({ page }: { readonly page: number }): Promise<Result<OrderPage>> {
    return this.orders.page(Math.max(1, Math.floor(page)), ORDERS_PAGE_SIZE);
  }
}
