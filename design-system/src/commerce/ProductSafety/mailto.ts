/**
 * A mailto: link for an email address, or null when the value is not a plain address (a scheme
 * such as javascript:, spaces, several addresses, header fields): the address is then shown as
 * text only. The address needs a local part, an @ and a domain with a dot.
 */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = (email ?? '').trim();
  if (!/^[^\s@:;,?&/\\<>()"'=]+@[^\s@:;,?&/\\<>()"'=]+\.[a-z]{2,}$/i.test(address)) return null;
  return `mailto:${address}`;
}
