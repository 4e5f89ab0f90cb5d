import { useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import type { Element, ElementContent, Root } from 'hast';
import { cn } from '../../lib/cn';
import type { NavLinkComponent } from '../../navigation/types';
import { createSlugger } from './headings';

export interface RichTextProps {
  /** Markdown from the content service. Raw HTML in it is dropped, never rendered. */
  markdown: string;
  /** Renders site-internal links (starting with '/'); defaults to <a>. */
  linkComponent?: NavLinkComponent;
  className?: string;
}

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Gives every heading an id (same scheme as extractHeadings), so a table of contents can link to it. */
function rehypeHeadingIds() {
  return (tree: Root) => {
    const slug = createSlugger();
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (headingTags.has(child.tagName)) child.properties = { ...child.properties, id: slug(textOf(child)) };
        else visit(child);
      }
    };
    visit(tree);
  };
}

const linkClasses =
  'font-medium text-amber-800 underline underline-offset-4 hover:text-walnut-900 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

function components(Link: NavLinkComponent): Components {
  return {
    h1: (props) => <h2 {...strip(props)} className="mt-10 font-display text-3xl font-semibold leading-tight" />,
    h2: (props) => (
      <h2 {...strip(props)} className="mt-10 scroll-mt-24 font-display text-2xl font-semibold leading-tight" />
    ),
    h3: (props) => (
      <h3 {...strip(props)} className="mt-8 scroll-mt-24 font-display text-xl font-semibold leading-tight" />
    ),
    h4: (props) => <h4 {...strip(props)} className="mt-6 text-base font-semibold" />,
    p: (props) => <p {...strip(props)} className="mt-4 leading-relaxed" />,
    ul: (props) => <ul {...strip(props)} className="mt-4 list-disc space-y-1.5 pl-6" />,
    ol: (props) => <ol {...strip(props)} className="mt-4 list-decimal space-y-1.5 pl-6" />,
    blockquote: (props) => (
      <blockquote {...strip(props)} className="mt-6 border-l-4 border-amber-500 pl-4 font-display text-lg italic" />
    ),
    hr: () => <hr className="my-8 border-maple-300" />,
    code: (props) => <code {...strip(props)} className="rounded-sm bg-maple-200 px-1 py-0.5 font-mono text-[0.9em]" />,
    pre: (props) => <pre {...strip(props)} className="mt-4 overflow-x-auto rounded-md bg-maple-100 p-4 text-sm" />,
    // An image whose URL failed the allow-list arrives with an empty src: leave it out.
    img: ({ src, alt }) =>
      typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} className="mt-6 w-full rounded-md" /> : null,
    table: (props) => (
      <div className="mt-6 overflow-x-auto">
        <table {...strip(props)} className="w-full border-collapse text-left text-sm" />
      </div>
    ),
    th: (props) => <th {...strip(props)} className="border-b-2 border-maple-300 px-3 py-2 font-semibold" />,
    td: (props) => <td {...strip(props)} className="border-b border-maple-300 px-3 py-2" />,
    a: ({ href, children }) => {
      // urlTransform has already emptied unsafe URLs (javascript:, data: ...); an empty href is no link.
      if (!href) return <span>{children}</span>;
      if (href.startsWith('/') && !href.startsWith('//')) {
        return (
          <Link href={href} className={linkClasses}>
            {children}
          </Link>
        );
      }
      return (
        <a href={href} className={linkClasses} {...(/^https?:/.test(href) ? { rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
  };
}

/** Drops react-markdown's `node` prop so it does not reach the DOM. */
function strip<T extends { node?: unknown }>(props: T): Omit<T, 'node'> {
  const rest = { ...props };
  delete rest.node;
  return rest;
}

/**
 * Renders CMS markdown safely: raw HTML is skipped (so no <script>, no inline event handlers, no
 * iframes), and link and image URLs pass react-markdown's allow-list (http, https, mailto,
 * relative), so javascript: links lose their href.
 */
export function RichText({ markdown, linkComponent = 'a', className }: RichTextProps) {
  const renderers = useMemo(() => components(linkComponent), [linkComponent]);
  return (
    <div data-slot="rich-text" className={cn('text-base text-walnut-900 [&>:first-child]:mt-0', className)}>
      <Markdown skipHtml rehypePlugins={[rehypeHeadingIds]} components={renderers}>
        {markdown}
      </Markdown>
    </div>
  );
}
