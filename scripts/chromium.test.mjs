import { describe, expect, it } from 'vitest';
import { CHROMIUM_PLACES, findChromium } from './chromium.mjs';

describe('findChromium', () => {
  it('takes CHROME_PATH first', () => {
    expect(findChromium({ CHROME_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });

  it('else the first usual place that exists', () => {
    const exists = (place) => place === '/usr/bin/google-chrome-stable' || place === CHROMIUM_PLACES.at(-1);
    expect(findChromium({}, exists)).toBe('/usr/bin/google-chrome-stable');
  });

  it("else Debian's path, which the check then reports as missing", () => {
    expect(findChromium({}, () => false)).toBe('/usr/bin/chromium');
  });
});
