import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria';
import { CartLink, Header, LanguageCountryButton, cartBadgeText, displayNames, preloadHeaderMenus } from '.';
import type { MenuData, NavLinkProps } from '../types';

const menu: MenuData = {
  categories: [{ id: 'guitars', name: 'Guitars', href: '/guitars', featured: [], sections: [] }],
  pages: [{ name: 'Blog', href: '/blog' }],
};

// The menus' code is loaded up front here; Header.lazy.test.tsx covers loading it on demand.
beforeAll(async () => {
  await preloadHeaderMenus();
});

describe('cartBadgeText', () => {
  it('shows nothing at 0 or below, the number up to 99, then 99+', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(-2)).toBeNull();
    expect(cartBadgeText(Number.NaN)).toBeNull();
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });
});

describe('displayNames', () => {
  it('names language and country in the page locale', () => {
    expect(displayNames('en-US', 'en', 'de')).toEqual({ language: 'English', country: 'Germany' });
    expect(displayNames('de-DE', 'de', 'AT')).toEqual({ language: 'Deutsch', country: 'Österreich' });
  });
});

describe('CartLink', () => {
  it('names the cart with its quantity and hides the badge at 0', () => {
    const { rerender } = render(<CartLink href="/cart" quantity={0} />);
    expect(screen.getByRole('link', { name: 'Cart' })?.getAttribute('href')).toBe('/cart');
    expect(document.querySelector('[data-slot="cart-badge"]')).toBeNull();
    rerender(<CartLink href="/cart" quantity={1} />);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    rerender(
      <I18nProvider locale="de-DE">
        <CartLink href="/de/cart" quantity={3} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Warenkorb, 3 Artikel' })).toBeTruthy();
    expect(document.querySelector('[data-slot="cart-badge"]')?.textContent).toBe('3');
  });
});

describe('LanguageCountryButton', () => {
  it('shows the language code and names both choices', () => {
    render(<LanguageCountryButton language="en" country="DE" />);
    const button = screen.getByRole('button', { name: 'Language and shipping country: English, Germany' });
    expect(button.querySelector('[data-slot="country-flag"]')?.getAttribute('data-country')).toBe('DE');
  });

  it('says the names the app gives it, without asking Intl (no Intl data while a page hydrates)', () => {
    const Original = Intl.DisplayNames;
    let made = 0;
    const Counting = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    };
    Object.defineProperty(Intl, 'DisplayNames', { value: Counting, configurable: true, writable: true });
    try {
      render(
        <LanguageCountryButton language="de" country="AT" names={{ language: 'Deutsch', country: 'Österreich' }} />,
      );
      expect(screen.getByRole('button', { name: 'Language and shipping country: Deutsch, Österreich' })).toBeTruthy();
      expect(made).toBe(0);
      // A name not given is still asked for.
      render(<LanguageCountryButton language="de" country="CH" names={{ language: 'Deutsch' }} />);
      expect(screen.getByRole('button', { name: 'Language and shipping country: Deutsch, Switzerland' })).toBeTruthy();
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: Original, configurable: true, writable: true });
    }
  });
});

describe('Header variants', () => {
  it('full shows the menus, simplified only logo, language/country and cart', () => {
    const { rerender } = render(<Header menu={menu} language="en" country="DE" />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    rerender(<Header variant="simplified" menu={menu} language="en" country="DE" cartQuantity={2} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tonewood, home' })?.getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('renders links through the given link component', () => {
    const links: string[] = [];
    function RouterLink({ href, ...props }: NavLinkProps) {
      links.push(href);
      return <a href={href} data-router="" {...props} />;
    }
    render(
      <Header
        variant="simplified"
        language="de"
        country="DE"
        homeHref="/de"
        cartHref="/de/cart"
        linkComponent={RouterLink}
      />,
    );
    expect(links).toEqual(expect.arrayContaining(['/de', '/de/cart']));
    expect(document.querySelectorAll('a[data-router]')).toHaveLength(2);
  });

  it('loads the phone menu drawer on first use and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Header menu={menu} language="en" country="DE" onMobileMenuOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Nothing of the drawer is rendered before it is asked for.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('opens the language panel in a drawer titled in both languages', async () => {
    const user = userEvent.setup();
    render(<Header menu={menu} language="en" country="DE" languagePanel={<p>panel body</p>} />);
    const button = screen.getByRole('button', { name: 'Language and shipping country: English, Germany' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sprache & Lieferland / Language & shipping country' });
    expect(dialog.textContent).toContain('panel body');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
