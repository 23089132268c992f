/** The carriers orders ship with, and where a patient follows a parcel. */
export type Carrier = 'USPS' | 'UPS' | 'FedEx';

const TRACKING_PAGES: Readonly<Record<Carrier, string>> = {
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
};

export const trackingUrl = (carrier: Carrier, trackingNumber: string): string => `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;
