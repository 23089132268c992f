import type { Order, OrderPage } from '../../domain/entities/order';
import type { Result } from '../../domain/shared/result';
import type { OrdersPort } from '../../application/ports/orders.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';
import { orderPageSchema, orderSchema } from './schemas/order.schema';

const orderEnvelope = singleEnvelope(orderSchema);

export class HttpOrdersAdapter implements OrdersPort {
  constructor(private readonly api: ApiClient) {}

  page(page: number, limit: number): Promise<Result<OrderPage>> {
    return readResult(this.api.GET('/api/orders', { params: { query: { page, limit, sort: '-createdAt' } } }), orderPageSchema, 'Loading your orders');
  }

  get(orderId: string): Promise<Result<Order>> {
    return readResult(
      this.api.GET('/api/order/{id}', { params: { path: { id: orderId }, query: { populate: 'charge' } } }),
      orderEnvelope,
      'Loading your order',
    );
  }
}
