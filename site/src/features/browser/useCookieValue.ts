// Reads a value from document.cookie during render: the server snapshot while hydrating, the
// browser's value right after (React re-renders when they differ).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useCookieValue<T extends string | boolean>(read: (cookie: string) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(document.cookie),
    () => serverValue,
  );
}
