// The header's desktop menu loads its code only where it can be seen (a file of its own, so the
// module starts with nothing loaded).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Header } from './Header';
import type { MenuData } from '../types';

const menu: MenuData = {
  categories: [{ id: 'guitars', name: 'Guitars', href: '/guitars', featured: [], sections: [] }],
  pages: [{ name: 'Blog', href: '/blog' }],
};

let wide = false;
const listeners = new Set<(event: { matches: boolean }) => void>();
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return wide;
    },
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  }));
});
afterAll(() => vi.unstubAllGlobals());

describe('Header on a narrow screen', () => {
  it('renders no desktop menu until the window is wide enough to show it', async () => {
    render(<Header menu={menu} language="en" country="DE" />);
    // The phone menu button, logo and cart are there at once.
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(listeners.size).toBe(1);
    wide = true;
    act(() => listeners.forEach((listener) => listener({ matches: true })));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guitars' })).toBeTruthy();
  });
});
