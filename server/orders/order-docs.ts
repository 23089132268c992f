import type { components } from '../../openapi/patient-api';
import type { ChargeDoc } from '../billing/charge-docs';
import { trackingUrl, type Carrier } from './carriers';

export type OrderDoc = components['schemas']['Order'];
export type OrderStatus = OrderDoc['status'];
export type ShippingAddress = components['schemas']['ShippingAddressForm'];

/** What an order keeps of its charge: the contract's summary; `populate=charge` swaps in the whole charge. */
const chargeSummary = (charge: ChargeDoc): components['schemas']['OrderChargeSummary'] => ({
  _id: charge._id,
  invoiceId: charge.invoiceId,
  sum: charge.sum,
  reasonObject: { plan: charge.reasonObject.plan },
});

export interface NewOrder {
  readonly id: string;
  readonly charge: ChargeDoc;
  readonly patientId: string;
  readonly shipping: ShippingAddress;
  readonly status: OrderStatus;
  readonly createdAt: Date;
  readonly shipment?: { readonly carrier: Carrier; readonly trackingNumber: string; readonly shippedAt: Date; readonly deliveredAt?: Date } | null;
}

/** An order ships one charge's period to the address the patient had when it was made. */
export const newOrderDoc = (order: NewOrder): OrderDoc => ({
  _id: order.id,
  subscriptionId: order.charge.subscriptionId,
  createdAt: order.createdAt.toISOString(),
  status: order.status,
  shippedAt: order.shipment?.shippedAt.toISOString() ?? null,
  deliveredAt: order.shipment?.deliveredAt?.toISOString() ?? null,
  tracking_number: order.shipment?.trackingNumber ?? null,
  tracking_url: order.shipment ? trackingUrl(order.shipment.carrier, order.shipment.trackingNumber) : null,
  carrier: order.shipment?.carrier ?? null,
  charge: chargeSummary(order.charge),
  patient: { _id: order.patientId, shipping: order.shipping },
});
