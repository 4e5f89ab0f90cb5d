import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/Button';
import { useCommerceStrings } from '../strings';
import type { LinkComponent } from '../types';
import { EmptyCartIcon } from '../../icons';

export interface EmptyCartProps {
  /** Ways back into the shop, e.g. the categories; the first is the primary one. */
  links: { label: ReactNode; href: string }[];
  linkComponent?: LinkComponent;
  /** Heading level of the title: h1 when the empty cart is the page, h2 inside one. */
  headingLevel?: 'h1' | 'h2';
  /** Override the library's 'Your cart is empty' / 'Dein Warenkorb ist leer'. */
  title?: ReactNode;
  text?: ReactNode;
  className?: string;
}

/** The cart without items: a picture, a short line and the ways back to the instruments. */
export function EmptyCart({
  links,
  linkComponent: Link = 'a',
  headingLevel: Heading = 'h2',
  title,
  text,
  className,
}: EmptyCartProps) {
  const t = useCommerceStrings();
  return (
    <section
      data-slot="empty-cart"
      className={cn('flex flex-col items-center gap-4 rounded-lg bg-maple-100 px-6 py-12 text-center', className)}
    >
      <EmptyCartIcon />
      <Heading className="font-display text-2xl font-semibold text-walnut-900">{title ?? t('emptyCart')}</Heading>
      <p className="max-w-md text-walnut-700">{text ?? t('emptyCartText')}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-3">
        {links.map((link, i) => (
          <li key={link.href}>
            <Link href={link.href} className={buttonVariants({ variant: i === 0 ? 'primary' : 'outline' })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
