import { useState, type MouseEvent, type ReactNode } from 'react';
import { Drawer } from '../../primitives/Drawer';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';
import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import type { NavLinkComponent, MenuCategory, MenuData } from '../types';
import { SearchIcon } from '../../icons';

export interface MobileMenuProps {
  menu: MenuData;
  linkComponent?: NavLinkComponent;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the menu; focus returns to it when the menu closes. */
  trigger?: ReactNode;
  /** The category tab shown first; defaults to the first category. */
  defaultCategoryId?: string;
  /** See Drawer: returns focus to an opener that is not passed as `trigger`. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The search page; with it the menu starts with a search entry. */
  searchHref?: string;
  /**
   * Opens the search dialog (over the menu, so Escape goes back to the menu) instead of
   * following searchHref.
   */
  onSearchOpen?: () => void;
}

const linkClasses =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 hover:text-amber-800';

/**
 * The phone menu: a drawer from the left with one tab per category (featured tiles, sections
 * with item lists) and the plain page links below. Following a link closes it.
 */
export function MobileMenu({
  menu,
  linkComponent = 'a',
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  defaultCategoryId,
  onCloseAutoFocus,
  searchHref,
  onSearchOpen,
}: MobileMenuProps) {
  const t = useNavigationStrings();
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  const Link = linkComponent;
  const close = () => setOpen(false);
  const first = defaultCategoryId ?? menu.categories[0]?.id;

  return (
    <Drawer
      side="left"
      title={t('menu')}
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        // Page links sit in the drawer's footer, so they stay in view however long a category is.
        menu.pages.length > 0 && (
          <nav aria-label={t('morePages')}>
            <ul className="flex flex-wrap gap-x-6">
              {menu.pages.map((page) => (
                <li key={page.href}>
                  <Link
                    href={page.href}
                    onClick={close}
                    className={cn(linkClasses, 'flex min-h-11 items-center font-display text-lg font-semibold')}
                  >
                    {page.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      }
    >
      <div data-slot="mobile-menu">
        {searchHref && (
          <Link
            href={searchHref}
            data-slot="mobile-menu-search"
            onClick={(event: MouseEvent) => {
              if (!onSearchOpen) return close();
              event.preventDefault();
              onSearchOpen();
            }}
            className={cn(
              linkClasses,
              'mb-4 flex min-h-11 items-center gap-2 rounded-md border border-maple-400 bg-white px-3 text-walnut-700',
            )}
          >
            <SearchIcon className="size-5" />
            {t('search')}
          </Link>
        )}
        {menu.categories.length > 0 && (
          <Tabs defaultValue={first}>
            {/* The tabs wrap onto a second row instead of scrolling: on a 320 px phone every
                category name stays readable ('Sofort lieferbar' was cut off at the edge). */}
            <TabsList aria-label={t('categories')} className="flex-wrap gap-x-1">
              {menu.categories.map((category) => (
                <TabsTrigger key={category.id} value={category.id} className="px-3 whitespace-nowrap">
                  {category.name}
                </TabsTrigger>
              ))}
            </TabsList>
            {menu.categories.map((category) => (
              <TabsContent key={category.id} value={category.id}>
                <CategoryPanel category={category} Link={Link} onNavigate={close} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </Drawer>
  );
}

function CategoryPanel({
  category,
  Link,
  onNavigate,
}: {
  category: MenuCategory;
  Link: NavLinkComponent;
  onNavigate: () => void;
}) {
  const t = useNavigationStrings();
  return (
    <div className="flex flex-col gap-6">
      {category.featured.length > 0 && (
        <ul className="grid grid-cols-2 gap-3" aria-label={t('featured')}>
          {category.featured.map((tile) => (
            <li key={tile.href}>
              <Link
                href={tile.href}
                onClick={onNavigate}
                data-slot="featured-tile"
                className="group block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              >
                <img
                  src={tile.image.src}
                  alt={tile.image.alt}
                  className="aspect-[16/9] w-full rounded-md bg-maple-200 object-cover"
                />
                <span className="mt-1.5 block text-sm font-medium text-walnut-900">{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {category.sections.map((section) => (
        <div key={section.name}>
          <p className="text-xs font-semibold uppercase tracking-wider text-walnut-600">{section.name}</p>
          <ul className="mt-1 flex flex-col" aria-label={section.name}>
            {section.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  className={cn(linkClasses, 'flex min-h-11 items-center text-base text-walnut-900')}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link
        href={category.href}
        onClick={onNavigate}
        className={cn(linkClasses, 'self-start text-sm font-medium text-amber-800 underline underline-offset-4')}
      >
        {t('viewAll', { name: category.name })}
      </Link>
    </div>
  );
}
