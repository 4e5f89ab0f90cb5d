// What site/src/lib/preact adds to preact/compat's hydration of React's server HTML.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createElement, lazy, Suspense, useId, useState } from 'preact/compat';
import { hydrateRoot } from './client';
import { useSyncExternalStore } from './react';

// Preact runs effects after the next frame or 100 ms: the checks wait for the state they expect;
// a check that something stays as it was lets Preact's scheduler run first (a frame and its 100 ms
// fallback), and the file lets it finish before jsdom's window goes away.
const schedulerRan = () => new Promise((resolve) => setTimeout(resolve, 120));
afterAll(schedulerRan);

function serverHtml(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const noSubscription = () => () => undefined;

describe('hydrating React server HTML with Preact', () => {
  it("useSyncExternalStore hydrates with the server's snapshot, then shows the client's", async () => {
    const seen: string[] = [];
    function Buy() {
      const where = useSyncExternalStore(
        noSubscription,
        () => 'browser',
        () => 'server',
      );
      seen.push(where);
      return createElement('button', { disabled: where === 'server' }, where);
    }
    const container = serverHtml('<button disabled="">server</button>');
    const button = container.querySelector('button');
    hydrateRoot(container, createElement(Buy, null));
    await vi.waitFor(() => expect(button?.textContent).toBe('browser'));
    expect(seen.slice(0, 2)).toEqual(['server', 'browser']);
    expect(container.querySelector('button')).toBe(button);
    expect(button?.disabled).toBe(false);
    expect(button?.textContent).toBe('browser');
  });

  it('useSyncExternalStore reads the client snapshot outside hydration', async () => {
    const seen: string[] = [];
    function Where() {
      const where = useSyncExternalStore(
        noSubscription,
        () => 'browser',
        () => 'server',
      );
      seen.push(where);
      return createElement('p', null, where);
    }
    const container = serverHtml('');
    const { createRoot } = await import('./client');
    createRoot(container).render(createElement(Where, null));
    await vi.waitFor(() => expect(container.textContent).toBe('browser'));
    expect(seen).toEqual(['browser']);
  });

  it("ids from useId replace React's in the server HTML, so later elements can point at them", async () => {
    let open!: () => void;
    function Field() {
      const id = useId();
      const [error, setError] = useState(false);
      open = () => setError(true);
      return createElement(
        'div',
        null,
        createElement('label', { htmlFor: id }, 'Name'),
        createElement('input', { id, 'aria-describedby': error ? `${id}-error` : undefined }),
        error ? createElement('p', { id: `${id}-error` }, 'Required') : null,
      );
    }
    const container = serverHtml('<div><label for=":R1:">Name</label><input id=":R1:"/></div>');
    hydrateRoot(container, createElement(Field, null));
    const label = container.querySelector('label');
    const input = container.querySelector('input');
    await vi.waitFor(() => expect(input?.id).not.toBe(':R1:'));
    expect(label?.htmlFor).toBe(input?.id);
    open();
    await vi.waitFor(() => expect(container.querySelector('p')).not.toBeNull());
    const described = input?.getAttribute('aria-describedby') ?? '';
    expect(container.querySelector('p')?.id).toBe(described);
    expect(document.getElementById(described)?.textContent).toBe('Required');
  });
});

describe('a part whose code arrives after the first hydration pass (Suspense around lazy)', () => {
  it('hydrates with the server snapshot and React-free ids when it resumes', async () => {
    let resolve!: () => void;
    const code = new Promise<void>((r) => (resolve = r));
    function Part() {
      const id = useId();
      const where = useSyncExternalStore(
        noSubscription,
        () => 'browser',
        () => 'server',
      );
      return createElement(
        'section',
        { 'aria-labelledby': id, 'data-where': where },
        createElement('h2', { id }, where),
      );
    }
    const seen: string[] = [];
    const Lazy = lazy(() => code.then(() => ({ default: Part })));
    function Spy() {
      seen.push('rendered');
      return createElement(Suspense, { fallback: null }, createElement(Lazy, null));
    }
    const container = serverHtml(
      '<!--$--><section aria-labelledby=":R5:" data-where="server"><h2 id=":R5:">server</h2></section><!--/$-->',
    );
    const section = container.querySelector('section');
    hydrateRoot(container, createElement(Spy, null));
    await schedulerRan();
    expect(seen).not.toEqual([]);
    expect(container.querySelector('section')).toBe(section);
    resolve();
    await vi.waitFor(() => expect(section?.getAttribute('data-where')).toBe('browser'));
    expect(container.querySelector('section')).toBe(section);
    const heading = container.querySelector('h2');
    expect(heading?.textContent).toBe('browser');
    expect(section?.getAttribute('data-where')).toBe('browser');
    expect(heading?.id).not.toBe(':R5:');
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id);
  });
});
