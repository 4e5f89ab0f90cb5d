import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browserStorage';

describe('browserStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the browser's storage where it is open", () => {
    expect(browserStorage('localStorage')).toBe(window.localStorage);
    expect(browserStorage('sessionStorage')).toBe(window.sessionStorage);
  });

  it("is the page's memory where the browser blocks site data, one per kind, kept between calls", () => {
    const blocked = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const realWindow = window;
    const stand = Object.create(realWindow, {
      localStorage: { get: blocked },
      sessionStorage: { get: blocked },
    });
    vi.stubGlobal('window', stand);
    browserStorage('localStorage').setItem('medusa_cart_id', 'cart_1');
    expect(browserStorage('localStorage').getItem('medusa_cart_id')).toBe('cart_1');
    expect(browserStorage('sessionStorage').getItem('medusa_cart_id')).toBeNull();
    browserStorage('localStorage').removeItem('medusa_cart_id');
    expect(browserStorage('localStorage').getItem('medusa_cart_id')).toBeNull();
    expect(realWindow.localStorage.getItem('medusa_cart_id')).toBeNull();
  });
});
