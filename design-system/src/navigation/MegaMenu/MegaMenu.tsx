import { forwardRef, useEffect, useRef, useState } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import type { FeaturedTile, NavLinkComponent, MenuCategory, MenuData, MenuSection } from '../types';
import { ChevronIcon } from '../../icons';

export interface MegaMenuProps {
  menu: MenuData;
  /** Renders the links; defaults to <a>. Pass an adapter for Gatsby's Link (it must forward refs). */
  linkComponent?: NavLinkComponent;
  /** The id of the open category (controlled); '' when all are closed. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

export const menuTriggerClasses = [
  'group inline-flex h-11 cursor-pointer items-center gap-1 whitespace-nowrap rounded-md px-3 text-sm font-medium text-walnut-900',
  'hover:bg-maple-200 data-[state=open]:bg-maple-200',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
].join(' ');

/**
 * The desktop menu: one dropdown per category (featured tiles and section lists) and plain page
 * links, on Radix NavigationMenu: Enter or Space opens a dropdown, ArrowDown moves into it, Escape
 * closes it and returns focus to its trigger. The dropdown spans the nearest positioned ancestor
 * (the header), so place the menu inside one.
 */
export function MegaMenu({ menu, linkComponent = 'a', value, defaultValue, onValueChange, className }: MegaMenuProps) {
  const t = useNavigationStrings();
  const Link = linkComponent;
  const root = useRef<HTMLElement>(null);
  const [openId, setOpenId] = useState(value ?? defaultValue ?? '');
  const current = value ?? openId;
  // Radix renders a tabbable focus proxy with aria-hidden="true" next to an open trigger, which
  // axe reports as aria-hidden-focus (radix-ui/primitives#3085). The proxy only forwards Tab into
  // the dropdown, so dropping aria-hidden fixes the violation without changing keyboard behaviour.
  useEffect(() => {
    root.current?.querySelectorAll('span[aria-hidden="true"][tabindex="0"]').forEach((proxy) => {
      proxy.removeAttribute('aria-hidden');
    });
  }, [current]);
  return (
    <NavigationMenu.Root
      ref={root}
      data-slot="mega-menu"
      aria-label={t('mainNavigation')}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setOpenId(next);
        onValueChange?.(next);
      }}
      className={cn('flex', className)}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {menu.categories.map((category) => (
          <NavigationMenu.Item key={category.id} value={category.id}>
            <NavigationMenu.Trigger className={menuTriggerClasses} data-slot="mega-menu-trigger">
              {category.name}
              <ChevronIcon
                direction="down"
                className="size-4 transition-transform duration-(--duration-fast) group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute left-0 top-0 w-full" data-slot="mega-menu-content">
              <CategoryPanel category={category} Link={Link} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {menu.pages.map((page) => (
          <NavigationMenu.Item key={page.href}>
            <NavigationMenu.Link asChild>
              <Link href={page.href} className={menuTriggerClasses}>
                {page.name}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute inset-x-0 top-full z-30">
        <NavigationMenu.Viewport
          data-slot="mega-menu-viewport"
          className="relative h-(--radix-navigation-menu-viewport-height) w-full overflow-hidden border-b border-maple-300 bg-maple-50 shadow-lg"
        />
      </div>
    </NavigationMenu.Root>
  );
}

function CategoryPanel({ category, Link }: { category: MenuCategory; Link: NavLinkComponent }) {
  const t = useNavigationStrings();
  const hasTiles = category.featured.length > 0;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-12 gap-8 px-8 py-8">
      {hasTiles && (
        <div className="col-span-7">
          <ul className="grid grid-cols-3 gap-4" aria-label={t('featured')}>
            {category.featured.map((tile) => (
              <li key={tile.href}>
                <NavigationMenu.Link asChild>
                  <TileLink tile={tile} Link={Link} />
                </NavigationMenu.Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={cn('flex flex-col gap-6', hasTiles ? 'col-span-5' : 'col-span-12')}>
        <div className={cn('grid gap-6', hasTiles ? 'grid-cols-2' : 'grid-cols-4')}>
          {category.sections.map((section) => (
            <SectionList key={section.name} section={section} Link={Link} />
          ))}
        </div>
        <NavigationMenu.Link asChild>
          <Link
            href={category.href}
            className="self-start text-sm font-medium text-amber-800 underline underline-offset-4 hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          >
            {t('viewAll', { name: category.name })}
          </Link>
        </NavigationMenu.Link>
      </div>
    </div>
  );
}

/** A featured tile: picture and name; the whole tile is the link. */
export const TileLink = forwardRef<HTMLAnchorElement, { tile: FeaturedTile; Link: NavLinkComponent }>(function TileLink(
  { tile, Link, ...props },
  ref,
) {
  return (
    <Link
      ref={ref}
      href={tile.href}
      data-slot="featured-tile"
      className="group block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      {...props}
    >
      <img
        src={tile.image.src}
        alt={tile.image.alt}
        className="aspect-[16/9] w-full rounded-md bg-maple-200 object-cover"
      />
      <span className="mt-2 block text-sm font-medium text-walnut-900 group-hover:underline group-hover:underline-offset-4">
        {tile.name}
      </span>
    </Link>
  );
});

function SectionList({ section, Link }: { section: MenuSection; Link: NavLinkComponent }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-walnut-600">{section.name}</p>
      <ul className="mt-3 flex flex-col gap-2" aria-label={section.name}>
        {section.items.map((item) => (
          <li key={item.href}>
            <NavigationMenu.Link asChild>
              <Link
                href={item.href}
                className="rounded-sm text-sm text-walnut-900 hover:text-amber-800 hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              >
                {item.name}
              </Link>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
