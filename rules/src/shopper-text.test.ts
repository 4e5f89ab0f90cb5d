import { describe, expect, it } from 'vitest';
import { LINK_BREAK, inertShopperText, quoteShopperText } from './shopper-text';
import { ORDER_RATE_LIMIT, orderRateLimit } from './order-rate-limit';

/** What a linkifier finds: a scheme, www., a dotted domain or a mail address. */
const LINKABLE = /(https?:\/\/|www\.[a-z0-9]|[a-z0-9-]+\.[a-z]{2,}|[a-z0-9._%+-]+@[a-z0-9-]+)/i;

describe('a shopper text in a mail', () => {
  it('keeps its characters but leaves nothing a mail client would turn into a link', () => {
    const typed =
      'Our bank changed, pay to IBAN DE00 at http://evil.example/pay or www.evil.example, mail boss@evil.example';
    const inert = inertShopperText(typed);
    expect(inert).not.toMatch(LINKABLE);
    expect(inert.replaceAll(LINK_BREAK, '')).toBe(typed);
  });

  it('drops control characters and leaves plain words and sentence ends alone', () => {
    expect(inertShopperText('Ada\u0007 Lovelace\u0000')).toBe('Ada Lovelace');
    expect(inertShopperText('Thanks. See you')).toBe('Thanks. See you');
  });

  it('quotes each line of a free text', () => {
    expect(quoteShopperText('first line\r\nsee a.example\n\nend')).toBe(
      `> first line\n> see a.${LINK_BREAK}example\n>\n> end`,
    );
  });
});

describe('the order rate limit', () => {
  it('takes the environment over the constant, and the constant for nonsense', () => {
    expect(orderRateLimit({})).toEqual(ORDER_RATE_LIMIT);
    expect(orderRateLimit({ COMMERCE_ORDER_RATE_MAX: '3', COMMERCE_ORDER_RATE_WINDOW_MS: '1000' })).toEqual({
      max: 3,
      windowMs: 1000,
    });
    expect(orderRateLimit({ COMMERCE_ORDER_RATE_MAX: 'x', COMMERCE_ORDER_RATE_WINDOW_MS: '-1' })).toEqual(
      ORDER_RATE_LIMIT,
    );
  });
});
