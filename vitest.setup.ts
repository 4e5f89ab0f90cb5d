import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only cleans up by itself when test globals are on; ours are imported.
afterEach(() => cleanup());

// Radix measures elements with ResizeObserver, which jsdom lacks. A plain global rather than
// vi.stubGlobal, so a test file that unstubs its own globals keeps this one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
