// The site's link: localised, in-app navigation on a plain click only, the current page marked,
// prefetching through Gatsby's loader once in view or hovered.
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('gatsby', () => ({ navigate: (...args: unknown[]) => navigate(...args) }));
const { CurrentPath, SiteLink } = await import('./SiteLink');

const german = i18next.createInstance();
beforeAll(() => german.init({ lng: 'de', resources: { de: { translation: {} } } }));

// One IntersectionObserver for all links: the test plays the browser saying which are in view.
let observed: Element[] = [];
let inView: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    inView = callback;
    observers += 1;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((e) => e !== element);
  }
  disconnect() {}
}
let observers = 0;
vi.stubGlobal('IntersectionObserver', FakeObserver);
const loader = { enqueue: vi.fn(), hovering: vi.fn() };
vi.stubGlobal('___loader', loader);

const page = (children: ReactNode, current = '/de') =>
  render(
    <I18nextProvider i18n={german}>
      <CurrentPath.Provider value={current}>{children}</CurrentPath.Provider>
    </I18nextProvider>,
  );

afterEach(() => {
  navigate.mockClear();
  loader.enqueue.mockClear();
  loader.hovering.mockClear();
});

describe('SiteLink', () => {
  it('localises an internal path and names its language; the link to the page shown is the current one', () => {
    page(
      <>
        <SiteLink href="/guitars">Gitarren</SiteLink>
        <SiteLink href="/">Start</SiteLink>
      </>,
    );
    const guitars = screen.getByRole('link', { name: 'Gitarren' });
    expect(guitars.getAttribute('href')).toBe('/de/guitars');
    expect(guitars.getAttribute('hreflang')).toBe('de');
    expect(guitars.hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('aria-current')).toBe('page');
  });

  it('navigates in the app on a plain left click, and leaves every other click to the browser', () => {
    page(
      <>
        <SiteLink href="/guitars">Gitarren</SiteLink>
        <SiteLink href="/blog" target="_blank">
          Blog
        </SiteLink>
        <SiteLink href="/cart" download>
          Korb
        </SiteLink>
      </>,
    );
    const guitars = screen.getByRole('link', { name: 'Gitarren' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(fireEvent.click(guitars, { [modifier]: true })).toBe(true);
    expect(fireEvent.click(guitars, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blog' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Korb' }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    // fireEvent returns false when the default (the browser's page load) was prevented.
    expect(fireEvent.click(guitars)).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/de/guitars', { replace: false });
  });

  it("lets the caller's click handler prevent the navigation", () => {
    page(
      <SiteLink href="/guitars" onClick={(event) => event.preventDefault()}>
        Gitarren
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Gitarren' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps external addresses and anchors plain', () => {
    page(
      <>
        <SiteLink href="https://www.instagram.com/tonewood">Instagram</SiteLink>
        <SiteLink href="#main">Zum Inhalt</SiteLink>
      </>,
    );
    for (const name of ['Instagram', 'Zum Inhalt']) {
      const link = screen.getByRole('link', { name });
      expect(link.hasAttribute('hreflang')).toBe(false);
      expect(fireEvent.click(link)).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('prefetches a page once its link is in view, through one observer for all links, and when hovered', () => {
    const before = observers;
    page(
      <>
        <SiteLink href="/guitars">Gitarren</SiteLink>
        <SiteLink href="/basses">Bässe</SiteLink>
      </>,
    );
    const guitars = screen.getByRole('link', { name: 'Gitarren' });
    const basses = screen.getByRole('link', { name: 'Bässe' });
    expect(observed).toEqual(expect.arrayContaining([guitars, basses]));
    expect(observers - before).toBeLessThanOrEqual(1);
    inView([
      { target: guitars, isIntersecting: true },
      { target: basses, isIntersecting: false },
    ]);
    expect(loader.enqueue).toHaveBeenCalledExactlyOnceWith('/de/guitars');
    // Prefetched once: no longer watched.
    expect(observed).not.toContain(guitars);
    expect(observed).toContain(basses);
    fireEvent.mouseEnter(basses);
    expect(loader.hovering).toHaveBeenCalledExactlyOnceWith('/de/basses');
  });

  it('forwards its ref to the anchor', () => {
    let anchor: HTMLAnchorElement | null = null;
    page(
      <SiteLink href="/guitars" ref={(element) => void (anchor = element)}>
        Gitarren
      </SiteLink>,
    );
    expect(anchor).toBe(screen.getByRole('link', { name: 'Gitarren' }));
  });
});
