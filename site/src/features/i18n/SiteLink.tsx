// The site's one link: internal paths are localised by the one path rule (@tonewood/rules: /de for
// German) and navigate in the app; external addresses and same-page anchors stay plain anchors.
// The design system renders its links with it (linkComponent), so it takes `href` and forwards its
// ref to the anchor, as the library requires; pages use it the same way.
//
// Not Gatsby's Link (issue 29): that is four components and an IntersectionObserver of its own for
// every link, and a home page has about forty; they were a large share of the page's hydration
// task on a phone. This is one component with the same behaviour where a shopper meets it:
// - a plain left click navigates in the app (Gatsby's navigate); a click with a modifier key or
//   another button, or on a link with a target or a download, is left to the browser; a link to
//   the page being shown replaces its history entry, as Gatsby's Link does;
// - the page a link points to is prefetched through Gatsby's loader once the link comes into view
//   (one IntersectionObserver for all links) and when the pointer rests on it;
// - the link to the page being shown is marked aria-current="page" (CurrentPath, from Layout).
import { navigate } from 'gatsby';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useRef,
  type AnchorHTMLAttributes,
  type ForwardedRef,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '@tonewood/rules';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The localised path of the page being shown (Layout provides it). */
export const CurrentPath = createContext<string | undefined>(undefined);

/** Gatsby's page loader, as its Link uses it (absent outside a Gatsby page, e.g. in unit tests). */
interface PageLoader {
  enqueue(path: string): unknown;
  hovering(path: string): unknown;
}
const loader = () => (globalThis as { ___loader?: PageLoader }).___loader;

const here = () => window.location.pathname + window.location.search;

let observer: IntersectionObserver | undefined;
const pathOf = new WeakMap<Element, string>();
/** Prefetches `path` once `anchor` is in view; returns the cleanup. */
function prefetchInView(anchor: HTMLAnchorElement, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const target = pathOf.get(entry.target);
      if (target && target !== here()) loader()?.enqueue(target);
    }
  });
  pathOf.set(anchor, path);
  observer.observe(anchor);
  return () => observer?.unobserve(anchor);
}

function setRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** True for a click the browser should handle itself (new tab, download, another button …). */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, anchor: HTMLAnchorElement) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (anchor.target !== '' && anchor.target !== '_self') ||
  anchor.hasAttribute('download');

const InternalLink = forwardRef<HTMLAnchorElement, Omit<Props, 'href'> & { to: string; language: Language }>(
  function InternalLink({ to, language, onClick, onMouseEnter, ...rest }, ref) {
    const current = useContext(CurrentPath);
    const stop = useRef<(() => void) | undefined>(undefined);
    const attach = useCallback(
      (anchor: HTMLAnchorElement | null) => {
        setRef(ref, anchor);
        stop.current?.();
        stop.current = anchor ? prefetchInView(anchor, to) : undefined;
      },
      [ref, to],
    );
    return (
      <a
        aria-current={current === to ? 'page' : undefined}
        hrefLang={language}
        {...rest}
        ref={attach}
        href={to}
        onMouseEnter={(event) => {
          onMouseEnter?.(event);
          loader()?.hovering(to);
        }}
        onClick={(event) => {
          onClick?.(event);
          if (leftToBrowser(event, event.currentTarget)) return;
          event.preventDefault();
          void navigate(to, { replace: to === window.location.pathname });
        }}
      />
    );
  },
);

export const SiteLink = forwardRef<HTMLAnchorElement, Props>(function SiteLink({ href, ...rest }, ref) {
  const { i18n } = useTranslation();
  if (/^(https?:|mailto:|tel:|#)/i.test(href)) return <a ref={ref} href={href} {...rest} />;
  const language = i18n.language as Language;
  return <InternalLink ref={ref} to={localizePath(language, href)} language={language} {...rest} />;
});
