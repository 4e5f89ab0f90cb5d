import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import type { MenuLink, NavLinkComponent } from '../types';
import { footerLinkClass } from './footerLinkClass';

export interface CompactFooterProps {
  /** The links every page must offer, e.g. the legal pages and the withdrawal function. */
  links: MenuLink[];
  /** Small print beside the links, e.g. '© 2026 Tonewood, Leipzig'. */
  smallPrint?: ReactNode;
  linkComponent?: NavLinkComponent;
  className?: string;
}

/**
 * The footer of a focused flow such as the checkout, beside the simplified header: one row of
 * links and the small print on the footer's dark surface, without slogan, newsletter or social links.
 */
export function CompactFooter({ links, smallPrint, linkComponent: Link = 'a', className }: CompactFooterProps) {
  const t = useNavigationStrings();
  return (
    <footer data-slot="footer" data-variant="compact" className={cn('bg-walnut-900 text-maple-100', className)}>
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 lg:flex-row lg:items-center lg:justify-between lg:gap-8 lg:px-8">
        <nav aria-label={t('footerNavigation')}>
          <ul className="flex flex-wrap gap-x-6">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={footerLinkClass}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {smallPrint && <p className="text-xs text-maple-300">{smallPrint}</p>}
      </div>
    </footer>
  );
}
