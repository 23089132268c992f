import type { Carrier } from './carriers';

export const CARRIERS: readonly Carrier[] = ['USPS', 'UPS', 'FedEx'];

/** The carrier of an order, spread over the carriers by its id. */
export const carrierFor = (orderId: string): Carrier => CARRIERS[Number.parseInt(orderId.slice(-4), 16) % CARRIERS.length] ?? 'USPS';

/** A tracking number in the carrier's format, derived from the order id so it is unique and stable. */
export const trackingNumberFor = (carrier: Carrier, orderId: string): string => {
  const digits = (count: number) => BigInt(`0x${orderId}`).toString().padStart(count, '0').slice(-count);
  if (carrier === 'USPS') return `9400${digits(18)}`;
  if (carrier === 'UPS') return `1Z${orderId.slice(0, 6).toUpperCase()}${digits(10)}`;
  return digits(12);
};
