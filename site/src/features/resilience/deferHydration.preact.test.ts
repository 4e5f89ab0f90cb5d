// deferHydration.test.ts under Preact: the site's browser bundles run on preact/compat
// (site/gatsby/bootstrap.ts), hydrating the HTML React rendered on the server.
import type { ComponentChild } from 'preact';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('../../lib/preact/react'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));
vi.mock('react-dom', () => import('preact/compat'));

// React's types, Preact at run time (the first check).
const { createElement } = await import('react');
const { createRoot, hydrateRoot } = await import('../../lib/preact/client');
const hydrate = (container: Element, element: unknown) => hydrateRoot(container, element as ComponentChild);
const { deferHydration, hydrateInTurn } = await import('./deferHydration');

const Note = ({ text }: { text: string }) => createElement('p', null, text);
// Preact runs effects after the next frame or 100 ms: the checks wait for the state they expect;
// a check that something stays as it was lets Preact's scheduler run first (a frame and its 100 ms
// fallback), and the file lets it finish before jsdom's window goes away.
const schedulerRan = () => new Promise((resolve) => setTimeout(resolve, 120));
afterAll(schedulerRan);

/** The server's HTML as React renders it: the Suspense boundary's markers around the output. */
function serverHtml(text: string) {
  const container = document.createElement('div');
  container.innerHTML = `<!--$--><p>${text}</p><!--/$-->`;
  document.body.append(container);
  return container;
}

describe('deferHydration under Preact', () => {
  it('runs on preact/compat', async () => {
    const react = await import('react');
    const compat = await import('preact/compat');
    expect(react.Suspense).toBe(compat.Suspense);
    expect(react.lazy).toBe(compat.lazy);
  });

  it("keeps the server's HTML while the code loads and hydrates it afterwards", async () => {
    let resolve!: (component: typeof Note) => void;
    const Deferred = deferHydration(() => new Promise<typeof Note>((r) => (resolve = r)));
    const container = serverHtml('from the server');
    const paragraph = container.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hydrate(container, createElement(Deferred, { text: 'from the server' }));
    await schedulerRan();
    // Still loading: the server's element stays as it was, not replaced by the fallback (nothing).
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('from the server');
    // The code is asked for a task after the part asked (lazyChunk).
    await vi.waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve(Note);
    // The code arrived: the part hydrates the server's element instead of replacing it.
    await schedulerRan();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(paragraph?.textContent).toBe('from the server');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the first props while the code loads, then shows the new ones', async () => {
    let resolve!: (component: typeof Note) => void;
    const Deferred = deferHydration(() => new Promise<typeof Note>((r) => (resolve = r)));
    const container = serverHtml('SKU-1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = hydrate(container, createElement(Deferred, { text: 'SKU-1' }));
    await schedulerRan();
    // A variant chosen before the code arrived: the server's text stays, nothing is thrown away.
    root.render(createElement(Deferred, { text: 'SKU-2' }) as ComponentChild);
    await schedulerRan();
    expect(container.textContent).toBe('SKU-1');
    // The code is asked for a task after the part asked (lazyChunk).
    await vi.waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve(Note);
    await vi.waitFor(() => expect(container.textContent).toBe('SKU-2'));
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('with keepTaps, marks the part for the hydration loader until it has hydrated, then tells the loader', async () => {
    let resolve!: (component: typeof Note) => void;
    const Deferred = deferHydration(() => new Promise<typeof Note>((r) => (resolve = r)), { keepTaps: true });
    // The server's HTML: the marked wrapper around the boundary.
    const container = document.createElement('div');
    container.innerHTML = '<div class="contents" data-hydrates-later=""><!--$--><p>Subscribe</p><!--/$--></div>';
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const hydrated = vi.fn();
    (globalThis as Record<string, unknown>).__tonewoodHydrated = hydrated;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hydrate(container, createElement(Deferred, { text: 'Subscribe' }));
    await schedulerRan();
    expect(container.querySelector('[data-hydrates-later] > p')).toBe(paragraph);
    expect(hydrated).not.toHaveBeenCalled();
    // The code is asked for a task after the part asked (lazyChunk).
    await vi.waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve(Note);
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    // The marker is gone before the loader hears (it does a kept tap only outside marked parts).
    expect(container.querySelector('[data-hydrates-later]')).toBeNull();
    expect(container.querySelector('div > p')).toBe(paragraph);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    delete (globalThis as Record<string, unknown>).__tonewoodHydrated;
  });

  it('hydrates a part whose code is in the first load a task after the page, keeping its element', async () => {
    const order: string[] = [];
    const Part = (props: { text: string }) => {
      order.push('part');
      return Note(props);
    };
    const Deferred = hydrateInTurn(Part);
    const Page = () => {
      if (!order.includes('page')) {
        order.push('page');
        setTimeout(() => order.push('a task later'), 0);
      }
      return createElement(Deferred, { text: 'Header' });
    };
    const container = serverHtml('Header');
    const paragraph = container.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hydrate(container, createElement(Page, null));
    await vi.waitFor(() => expect(order).toContain('part'));
    // The page hydrated, a task ran, and only then the part: two tasks, not one.
    expect(order.slice(0, 3)).toEqual(['page', 'a task later', 'part']);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a part whose code is in the first load at once when the browser renders the page', () => {
    const Deferred = hydrateInTurn(Note, { keepTaps: true });
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(createElement(Deferred, { text: 'Header' }) as ComponentChild);
    expect(container.querySelector('.contents > p')?.textContent).toBe('Header');
    expect(container.querySelector('[data-hydrates-later]')).toBeNull();
  });

  it('renders a part whose code is there at once on the next page: no blank while it would suspend', async () => {
    const Deferred = deferHydration(() => Promise.resolve(Note), { keepTaps: true });
    // The first page: hydrated on its turn.
    const first = serverHtml('first page');
    hydrate(first, createElement(Deferred, { text: 'first page' }));
    await vi.waitFor(() => expect(first.querySelector('[data-hydrates-later]')).toBeNull());
    // The next route renders the part in the browser: it is there in that render, not blank for
    // the time a suspended part would take (the header never blinks between pages).
    const next = document.createElement('div');
    document.body.append(next);
    createRoot(next).render(createElement(Deferred, { text: 'next page' }) as ComponentChild);
    expect(next.querySelector('.contents > p')?.textContent).toBe('next page');
  });
});
