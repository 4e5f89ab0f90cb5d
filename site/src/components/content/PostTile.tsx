// Site-local blog card until the library's content/BlogCard lands.
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../layout/LocalizedLink';

export interface PostTileData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: string;
  cover: string | null;
  coverAlt: string;
}

export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

export function PostTile({ post, language }: { post: PostTileData; language: string }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-maple-300 bg-white">
      {post.cover && (
        <img
          src={post.cover}
          alt={post.coverAlt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-maple-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs text-walnut-600">
          <time dateTime={post.publishedDate}>{formatDate(post.publishedDate, language)}</time> · {t('by_author', { author: post.author })}
        </p>
        <h3 className="font-display text-xl font-semibold leading-snug">
          <LocalizedLink to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </LocalizedLink>
        </h3>
        <p className="text-sm text-walnut-700">{post.excerpt}</p>
      </div>
    </article>
  );
}
