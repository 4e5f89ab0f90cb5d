// Cookie helpers for the browser: read one cookie from a Cookie string, write one with the
// site's attributes (path /, SameSite lax, and Secure when the page came over HTTPS, as in
// production: the Observatory grades cookies without it down).

/** The raw value of a cookie in a Cookie header or document.cookie, or undefined. */
export function readCookie(cookie: string, name: string): string | undefined {
  return cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
