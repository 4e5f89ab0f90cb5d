import { act, render, screen, waitFor } from '@testing-library/react';
import { createElement, Fragment, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferHydration, hydrateInTurn, takeTurn } from './deferHydration';

const Note = ({ text }: { text: string }) => createElement('p', null, text);

describe('deferHydration', () => {
  it('renders the component once its code loaded, loading it once for every use', async () => {
    const load = vi.fn(() => Promise.resolve(Note));
    const Deferred = deferHydration(load);
    render(
      createElement(Fragment, null, createElement(Deferred, { text: 'one' }), createElement(Deferred, { text: 'two' })),
    );
    expect((await screen.findByText('one')).tagName).toBe('P');
    expect((await screen.findByText('two')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives each part its own turn: one task each, in the order they asked, the next once the last is done', async () => {
    const order: string[] = [];
    const first = takeTurn();
    const second = takeTurn();
    void second.ready.then(() => order.push('second'));
    await first.ready;
    order.push('first');
    // A task queued on the first turn runs; the second waits until the first part is on the page.
    setTimeout(() => order.push('a task later'), 0);
    await waitFor(() => expect(order).toContain('a task later'));
    expect(order).toEqual(['first', 'a task later']);
    first.done();
    await second.ready;
    second.done();
    expect(order).toEqual(['first', 'a task later', 'second']);
  });

  it('hydrates two parts of the same code in separate tasks', async () => {
    let resolve!: (component: ComponentType<{ text: string }>) => void;
    const Deferred = deferHydration(() => new Promise<ComponentType<{ text: string }>>((r) => (resolve = r)));
    const container = document.createElement('div');
    const part = (text: string) => `<!--$-->${renderToString(createElement(Note, { text }))}<!--/$-->`;
    container.innerHTML = part('one') + part('two');
    document.body.append(container);
    const [one, two] = container.querySelectorAll('p');
    const order: string[] = [];
    const Spy = ({ text }: { text: string }) => {
      if (!order.includes(text)) {
        order.push(text);
        if (text === 'one') setTimeout(() => order.push('a task later'), 0);
      }
      return createElement(Note, { text });
    };
    await act(async () => {
      hydrateRoot(
        container,
        createElement(
          Fragment,
          null,
          createElement(Deferred, { text: 'one' }),
          createElement(Deferred, { text: 'two' }),
        ),
      );
    });
    // The code is asked for a task after the part asked (lazyChunk).
    await vi.waitFor(() => expect(resolve).toBeTypeOf('function'));
    await act(async () => resolve(Spy));
    await waitFor(() => expect(order).toEqual(['one', 'a task later', 'two']));
    // Hydrated, not replaced.
    expect(container.querySelectorAll('p')[0]).toBe(one);
    expect(container.querySelectorAll('p')[1]).toBe(two);
  });

  it('gives its turn back when a part leaves the page before its code came', async () => {
    let resolve!: (component: typeof Note) => void;
    const Deferred = deferHydration(() => new Promise<typeof Note>((r) => (resolve = r)));
    const container = document.createElement('div');
    container.innerHTML = `<!--$-->${renderToString(createElement(Note, { text: 'gone' }))}<!--/$-->`;
    document.body.append(container);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, createElement(Deferred, { text: 'gone' }));
    });
    act(() => root.unmount());
    // The code is asked for a task after the part asked (lazyChunk).
    await vi.waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve(Note);
    // Its turn never places anything; the turns after it still come.
    const after = takeTurn();
    await after.ready;
    after.done();
    expect(container.textContent).toBe('');
  });

  it('hydrates a part whose code is in the first load a task after the page, and renders it at once otherwise', async () => {
    const order: string[] = [];
    const Part = ({ text }: { text: string }) => {
      order.push(text);
      return createElement(Note, { text });
    };
    const InTurn = hydrateInTurn(Part);
    const Page = ({ text }: { text: string }) => {
      if (!order.includes('page')) {
        order.push('page');
        setTimeout(() => order.push('a task later'), 0);
      }
      return createElement(InTurn, { text });
    };
    const container = document.createElement('div');
    container.innerHTML = `<!--$-->${renderToString(createElement(Note, { text: 'hydrated' }))}<!--/$-->`;
    document.body.append(container);
    const paragraph = container.querySelector('p');
    await act(async () => {
      hydrateRoot(container, createElement(Page, { text: 'hydrated' }));
    });
    await waitFor(() => expect(order).toEqual(['page', 'a task later', 'hydrated']));
    expect(container.querySelector('p')).toBe(paragraph);
    // A render of the browser's own (a story, a page drawn in the browser): there in that render.
    render(createElement(InTurn, { text: 'rendered' }));
    expect(screen.getByText('rendered').tagName).toBe('P');
  });

  it("keeps the server's HTML while the code loads and hydrates it afterwards", async () => {
    let resolve!: (component: typeof Note) => void;
    const Deferred = deferHydration(() => new Promise<typeof Note>((r) => (resolve = r)));
    // The server's HTML as a build renders it: the boundary with the component's output.
    const container = document.createElement('div');
    container.innerHTML = `<!--$-->${renderToString(createElement(Note, { text: 'from the server' }))}<!--/$-->`;
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, createElement(Deferred, { text: 'from the server' }));
    });
    // Still loading: the server's element stays as it was, not replaced by the fallback (nothing).
    expect(container.querySelector('p')).toBe(paragraph);
    // The code is asked for a task after the part asked (lazyChunk).
    await vi.waitFor(() => expect(resolve).toBeTypeOf('function'));
    await act(async () => resolve(Note));
    // A turn asked now comes once the part's turn is done: the part is on the page.
    const after = takeTurn();
    let came = false;
    void after.ready.then(() => (came = true));
    await waitFor(() => expect(came).toBe(true));
    after.done();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('from the server');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps the first props while the code loads (no update reaches the waiting boundary), then shows the new ones', async () => {
    let resolve!: (component: typeof Note) => void;
    const Deferred = deferHydration(() => new Promise<typeof Note>((r) => (resolve = r)));
    const container = document.createElement('div');
    container.innerHTML = `<!--$-->${renderToString(createElement(Note, { text: 'SKU-1' }))}<!--/$-->`;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, createElement(Deferred, { text: 'SKU-1' }), { onRecoverableError: recoverable });
    });
    // A variant chosen before the code arrived: the server's text stays, nothing is thrown away.
    await act(async () => root.render(createElement(Deferred, { text: 'SKU-2' })));
    expect(container.textContent).toBe('SKU-1');
    // The code is asked for a task after the part asked (lazyChunk).
    await vi.waitFor(() => expect(resolve).toBeTypeOf('function'));
    await act(async () => resolve(Note));
    // On the part's turn (a task after the code came).
    await waitFor(() => expect(container.textContent).toBe('SKU-2'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
