// The one rule for links that come from the CMS (menus, footer, social links, redirects, links
// and images in rich text, the contact form's address): only http:, https:, mailto:, tel: and
// site-relative links (/path, #anchor, ?query) reach an href. Everything else (javascript:,
// data:, vbscript:, protocol-relative //host, \\host, path-relative "foo") is dropped at build
// time with a warning naming the entry. Plain JavaScript: gatsby-node, the markdown renderer and
// the tests all import it.

const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** Character references decoded the way a browser reads an attribute value. */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/**
 * The link as it may be written into an href, or null when it must be dropped.
 * `schemes` narrows the allowed schemes (the contact form frame takes http(s) only);
 * `relative: false` refuses site-relative links.
 *
 * @param {unknown} value
 * @param {{ schemes?: string[], relative?: boolean }} [options]
 * @returns {string | null}
 */
export function safeLink(value, { schemes = ALLOWED_SCHEMES, relative = true } = {}) {
  if (typeof value !== 'string') return null;
  // What a URL parser ignores: tabs and newlines anywhere, C0 controls and spaces at either end.
  // Character references are decoded first, so `&#106;avascript:` is read as `javascript:`.
  // eslint-disable-next-line no-control-regex
  const strip = (s) => s.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const link = strip(value);
  const decoded = strip(decodeEntities(link));
  if (!decoded) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
  if (scheme) {
    if (!schemes.includes(scheme)) return null;
    if (scheme === 'http' || scheme === 'https') {
      // Must parse as an absolute URL with a host, e.g. not `https:/\evil` read two ways.
      try {
        const url = new URL(decoded);
        if (!url.hostname || !/^https?:\/\/[^/\\]/i.test(decoded)) return null;
      } catch {
        return null;
      }
    }
    return link;
  }
  if (!relative) return null;
  // Site-relative: one slash (browsers read `\` as `/`, so `/\host` and `\\host` are another site),
  // or an anchor or query on the same page. Any colon before the path would be a scheme in disguise.
  if (/^\/(?![/\\])/.test(decoded) || /^[#?]/.test(decoded)) return link;
  return null;
}

/**
 * safeLink for one CMS field, warning about a dropped link with where it came from.
 *
 * @param {unknown} value
 * @param {{ type: string, locale?: string, field: string }} where content type, locale and field
 * @param {(message: string) => void} warn
 * @param {{ schemes?: string[], relative?: boolean }} [options]
 * @returns {string | null}
 */
export function cmsLink(value, where, warn, options) {
  const link = safeLink(value, options);
  if (link === null) warn(droppedLinkMessage(value, where));
  return link;
}

/** The build warning for a dropped CMS link. */
export function droppedLinkMessage(
  value,
  { type, locale, field },
  allowed = 'http(s):, mailto:, tel: and site-relative links',
) {
  const shown = JSON.stringify(String(value ?? '')).slice(0, 120);
  return `site: dropped the link ${shown} in ${type}${locale ? ` (${locale})` : ''} ${field}: only ${allowed} are allowed`;
}
