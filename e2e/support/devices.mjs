// The two screens the journeys use: a desktop, and a phone with touch.
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
