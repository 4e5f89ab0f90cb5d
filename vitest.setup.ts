import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Testing Library only cleans up by itself when test globals are on; ours are imported.
afterEach(() => cleanup());

// findBy* and waitFor give up after this long (they return as soon as the state is there). The
// default second is too short on a loaded CI machine, where a lazy module's first import (vite
// transforms it then) took longer: Header.lazy.test.tsx's desktop menu was not there in time.
configure({ asyncUtilTimeout: 10_000 });

// Radix measures elements with ResizeObserver, which jsdom lacks. A plain global rather than
// vi.stubGlobal, so a test file that unstubs its own globals keeps this one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The files of a worker share one jsdom (vitest.config.ts): each starts on an empty document, with
// no cookie and empty storage. (A file that asked for Node's environment has no document.)
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const cookie of document.cookie.split(';').filter(Boolean)) {
    const [name] = cookie.trim().split('=');
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
