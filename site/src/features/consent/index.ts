// Cookie consent: the stored choice (rules.ts, state.ts), the banner on every page (its code loads
// only for a visitor who has not chosen), and the embeds behind the consent gate.
export { ConsentFrame } from './ConsentFrame';
export { CookieBannerHost } from './CookieBannerHost';
export { CONSENT_ASK_SCRIPT_ID, consentAskScript } from './ask.mjs';
export { statisticsAllowed } from './rules';
export { useConsent } from './state';
