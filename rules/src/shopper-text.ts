// What a shopper typed, written into a mail the workshop sends: shown as their words, never as the
// shop's, and never as a link. Mail clients (Gmail, Outlook, Apple Mail, Thunderbird) turn
// anything that looks like an address into a link, in the HTML part and in the plain text alike,
// whatever the HTML says. So the text is made inert: a zero-width space (U+200B) after every '.',
// ':', '@' and '/' that any visible character follows leaves no scheme ('http:', 'www.'), domain
// ('evil.example') or mail address ('a@b.example') for a linkifier to find, while the reader sees
// the same characters. The HTML part then escapes it and sets it apart as a quote; the text part
// puts '> ' before each line.

/** The zero-width space that breaks up links and addresses in a shopper's text. */
export const LINK_BREAK = '\u200b';

/** `value` with a LINK_BREAK after each '.', ':', '@' and '/' inside a word; control characters dropped. */
export function inertShopperText(value: string): string {
  return (
    value
      // Control characters other than the line break and tab never belong in a mail.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b]/g, '')
      .replace(/([.:@/])(?=\S)/g, `$1${LINK_BREAK}`)
  );
}

/** The plain-text quote of a shopper's text: each line inert and led by '> '. */
export function quoteShopperText(value: string): string {
  return inertShopperText(value.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}
