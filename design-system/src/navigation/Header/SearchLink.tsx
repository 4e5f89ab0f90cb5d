import { useEffect, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import type { NavLinkComponent } from '../types';
import { iconButton } from './iconButton';
import { SearchIcon } from '../../icons';

/** True when a key press belongs to a field the visitor is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export interface SearchLinkProps {
  /** The search page: followed without JavaScript (or with a modifier key). */
  href: string;
  /** Opens the search dialog instead of following the link; also called for the `/` key. */
  onOpen?: () => void;
  linkComponent?: NavLinkComponent;
  className?: string;
}

/** The header's search entry: a magnifier link to the search page that opens the dialog with JavaScript, and `/` anywhere outside a field. */
export function SearchLink({ href, onOpen, linkComponent: Link = 'a', className }: SearchLinkProps) {
  const t = useNavigationStrings();
  useEffect(() => {
    if (!onOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onOpen]);
  return (
    <Link
      href={href}
      data-slot="search-link"
      aria-keyshortcuts={onOpen ? '/' : undefined}
      className={cn(iconButton(), className)}
      onClick={(event: MouseEvent) => {
        if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span className="sr-only">{t('search')}</span>
      <SearchIcon className="size-6" strokeWidth="1.75" />
    </Link>
  );
}
