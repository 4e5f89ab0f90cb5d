import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { NewsletterButton } from '../../primitives/NewsletterButton';
import { useNavigationStrings } from '../strings';
import type { FooterData, NavLinkComponent } from '../types';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from '../../icons';
import { darkFocus, footerLinkClass } from './footerLinkClass';

export type SocialNetwork = 'instagram' | 'youtube' | 'facebook' | 'tiktok';

const socialIcons: Record<SocialNetwork, ReactNode> = {
  instagram: <InstagramIcon />,
  youtube: <YoutubeIcon />,
  facebook: <FacebookIcon />,
  tiktok: <TiktokIcon />,
};

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export interface FooterProps {
  /** The brand line, e.g. 'Handmade in Leipzig.' */
  slogan: ReactNode;
  /** Three social networks (spec section 2). */
  social: SocialLink[];
  /** Three to four columns of page links from the meta navigation. */
  footer: FooterData;
  /** Opens the newsletter panel (the button is disabled for 200 ms after a click). */
  onSubscribe?: () => void;
  /** Label of the subscribe button; defaults to the library's text. */
  subscribeLabel?: string;
  /** Small print under the columns, e.g. '© 2026 Tonewood Instruments'. */
  smallPrint?: ReactNode;
  linkComponent?: NavLinkComponent;
  className?: string;
}

const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

/** The shop footer on a dark walnut surface: slogan, social links, subscribe button, link columns. */
export function Footer({
  slogan,
  social,
  footer,
  onSubscribe,
  subscribeLabel,
  smallPrint,
  linkComponent: Link = 'a',
  className,
}: FooterProps) {
  const t = useNavigationStrings();
  return (
    <footer data-slot="footer" className={cn('bg-walnut-900 text-maple-100', className)}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-12 lg:gap-8 lg:px-8 lg:py-16">
        <div className="flex flex-col items-start gap-6 lg:col-span-4">
          <p className="font-display text-2xl font-semibold leading-tight text-maple-50 lg:text-3xl">{slogan}</p>
          <NewsletterButton variant="footerWhite" size="medium" onClick={onSubscribe}>
            {subscribeLabel ?? t('subscribe')}
          </NewsletterButton>
          <ul aria-label={t('socialNavigation')} className="flex gap-2">
            {social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  data-slot="social-link"
                  aria-label={t('followOn', { network: networkNames[link.network] })}
                  className={cn(
                    'inline-flex size-11 items-center justify-center rounded-full border border-walnut-600 text-maple-50 hover:border-maple-50',
                    darkFocus,
                  )}
                >
                  {socialIcons[link.network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footerNavigation')} className="lg:col-span-8">
          <div
            className={cn(
              'grid grid-cols-2 gap-x-6 gap-y-8',
              footer.columns.length >= 4 ? 'md:grid-cols-4' : 'md:grid-cols-3',
            )}
          >
            {footer.columns.map((column) => (
              <div key={column.name}>
                <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-amber-300">
                  {column.name}
                </h2>
                <ul className="mt-3 flex flex-col">
                  {column.pages.map((page) => (
                    <li key={page.href}>
                      <Link href={page.href} className={footerLinkClass}>
                        {page.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
      </div>
      {smallPrint && (
        <div className="border-t border-walnut-700">
          <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-maple-300 lg:px-8">{smallPrint}</p>
        </div>
      )}
    </footer>
  );
}
