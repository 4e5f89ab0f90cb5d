import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MegaMenu } from './MegaMenu';
import type { MenuData } from '../types';

const menu: MenuData = {
  categories: [
    {
      id: 'guitars',
      name: 'Guitars',
      href: '/guitars',
      featured: [{ name: 'Nightjar S', href: '/guitars/nightjar-s', image: { src: 'x.svg', alt: 'Nightjar S' } }],
      sections: [{ name: 'Models', items: [{ name: 'Nightjar S', href: '/guitars/nightjar-s' }] }],
    },
    {
      id: 'merch',
      name: 'Merch',
      href: '/merch',
      featured: [],
      sections: [{ name: 'Apparel', items: [{ name: 'Beanie', href: '/product/beanie' }] }],
    },
  ],
  pages: [{ name: 'Blog', href: '/blog' }],
};

describe('MegaMenu', () => {
  it('opens a category with tiles, sections and a view-all link; page links stay plain links', () => {
    render(<MegaMenu menu={menu} defaultValue="guitars" />);
    expect(screen.getByRole('button', { name: 'Guitars' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('list', { name: 'Featured' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all Guitars' }).getAttribute('href')).toBe('/guitars');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('leaves out the tile list when a category has no featured tiles', () => {
    render(<MegaMenu menu={menu} defaultValue="merch" />);
    expect(screen.queryByRole('list', { name: 'Featured' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Beanie' }).getAttribute('href')).toBe('/product/beanie');
  });

  it('keeps no tabbable element hidden from assistive tech while a dropdown is open', () => {
    const { container } = render(<MegaMenu menu={menu} defaultValue="guitars" />);
    // Radix's focus proxy (it forwards Tab into the dropdown) is there, without aria-hidden.
    expect(container.querySelectorAll('span[tabindex="0"]').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('[aria-hidden="true"][tabindex="0"]')).toHaveLength(0);
  });
});
