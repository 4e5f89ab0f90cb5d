import { afterEach } from 'vitest';
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
