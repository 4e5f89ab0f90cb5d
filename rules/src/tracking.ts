// The carrier's tracking link for a parcel (the workshop ships with DHL): the back office writes it
// into the shipment's label with the tracking number; the shipping mail and the order page show it.
// No imports.

/** What a carrier's tracking number may look like: 6 to 40 letters and digits. */
export const TRACKING_NUMBER = /^[A-Za-z0-9]{6,40}$/;

export function isTrackingNumber(value: unknown): value is string {
  return typeof value === 'string' && TRACKING_NUMBER.test(value);
}

/** The carrier's page for a tracking number. */
export function trackingUrl(trackingNumber: string): string {
  if (!isTrackingNumber(trackingNumber)) throw new RangeError(`not a tracking number: ${trackingNumber}`);
  return `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(trackingNumber)}`;
}
