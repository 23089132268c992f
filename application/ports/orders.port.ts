import type { Order, OrderPage } from '../../domain/entities/order';
import type { Result } from '../../domain/shared/result';

export interface OrdersPort {
  /** One page of the caller's orders, newest first. */
  page(page: number, limit: number): Promise<Result<OrderPage>>;
  /** One order with its whole charge (invoice items). */
  get(orderId: string): Promise<Result<Order>>;
}
