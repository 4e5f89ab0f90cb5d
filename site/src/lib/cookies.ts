// Cookie helpers for the browser: read one cookie from a Cookie string, write one with the
// site's attributes (path /, SameSite lax), and read a value during render.
import { useSyncExternalStore } from 'react';

/** The raw value of a cookie in a Cookie header or document.cookie, or undefined. */
export function readCookie(cookie: string, name: string): string | undefined {
  return cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

const subscribe = () => () => {};

/**
 * Reads a value from document.cookie during render: the server snapshot while hydrating, the
 * browser's value right after (React re-renders when they differ).
 */
export function useCookieValue<T extends string | boolean>(read: (cookie: string) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(document.cookie),
    () => serverValue,
  );
}
