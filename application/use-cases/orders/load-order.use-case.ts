import type { Order } from '../../../domain/entities/order';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { isRecordId } from '../../../domain/subscription-actions/record-id';
import { fail, type Result } from '../../../domain/shared/result';
import type { OrdersPort } from '../../ports/orders.port';

/** One order with its whole charge: invoice items and status. */
export class LoadOrderUseCase {
  constructor(private readonly orders: OrdersPort) {}

  execute(orderId: string): Promise<Result<Order>> {
    return isRecordId(orderId) ? this.orders.get(orderId) : Promise.resolve(fail(PATIENT_AREA_MESSAGES.orderNotFound, 404));
  }
}
