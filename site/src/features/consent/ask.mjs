// Whether the cookie banner shows, read before the page paints: the head's inline script
// (gatsby-ssr.tsx writes it into every page; the CSP step hashes it by its exact text). The
// server renders the banner into every page, hidden unless the page carries CONSENT_ASK_ATTRIBUTE
// (global.css), so it paints with the page for a visitor who has not chosen and never for one
// who has. rules.ts reads the same cookie (its test checks that the two agree).

/** The cookie holding the choice: 'true' (every category allowed) or 'false'; none: no choice. */
export const CONSENT_COOKIE = 'cookiesAccepted';
/** What the head's script puts on <html> when the banner shows (no choice stored). */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';
/** The id of the head's script. */
export const CONSENT_ASK_SCRIPT_ID = 'tonewood-consent-ask';

/**
 * The head's script: `bannerShown(readConsent(document.cookie))` in a few bytes of plain
 * JavaScript, reading the cookie as readCookie does (the first `cookiesAccepted=` entry).
 */
export const consentAskScript = () =>
  `(function(){var n=${JSON.stringify(`${CONSENT_COOKIE}=`)},c=document.cookie.split('; ').filter(function(c){return c.indexOf(n)===0})[0];` +
  `if(c!==n+'true'&&c!==n+'false')document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},'')})()`;
