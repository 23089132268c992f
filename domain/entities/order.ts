import type { InvoiceItem } from './charge';
import type { ShippingAddress } from './patient';
import type { SubscriptionPlan } from './subscription';

/** An order (spec §3): when, its status, how it ships, the charge that paid for it and where it goes. */
export interface Order {
  readonly _id: string;
  readonly subscriptionId: string;
  readonly createdAt: string;
  readonly status: string;
  readonly tracking_number: string | null;
  /** Only an http(s) address; anything else is dropped so it can never become a script link. */
  readonly tracking_url: string | null;
  readonly carrier: string | null;
  readonly charge: {
    readonly _id: string;
    readonly invoiceId: string;
    readonly sum: number;
    readonly plan: SubscriptionPlan | null;
    /** Present when the order was loaded with its whole charge (order detail). */
    readonly status: string | null;
    readonly invoiceItems: readonly InvoiceItem[];
  };
  readonly shipping: ShippingAddress;
}

/** One page of orders and the number of the next one (null on the last page). */
export interface OrderPage {
  readonly orders: readonly Order[];
  readonly nextPage: number | null;
  readonly total: number;
}
