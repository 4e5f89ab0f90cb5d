// Maps a Strapi article summary onto the design system's BlogCard.
import { BlogCard } from '@tonewood/design-system';
import { SiteLink } from '../i18n';

export interface PostTileData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: string;
  cover: string | null;
  coverAlt: string;
}

export function PostTile({
  post,
  headingLevel = 3,
  lazy = false,
}: {
  post: PostTileData;
  headingLevel?: 2 | 3;
  /** Below the fold (the home page's latest posts, a list's later cards): the cover loads when near. */
  lazy?: boolean;
}) {
  return (
    <BlogCard
      title={post.title}
      href={`/blog/${post.slug}`}
      excerpt={post.excerpt}
      date={post.publishedDate}
      image={post.cover ? { src: post.cover, alt: post.coverAlt, loading: lazy ? 'lazy' : undefined } : undefined}
      linkComponent={SiteLink}
      headingLevel={headingLevel}
      className="w-full"
    />
  );
}
