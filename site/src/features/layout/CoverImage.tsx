// A blog post's or a content page's cover picture from Strapi: its own size when Strapi knows it
// (no layout shift), else the 16:9 the box keeps anyway.
export interface Cover {
  cover: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string;
}

export function CoverImage({ cover, coverWidth, coverHeight, coverAlt }: Cover) {
  if (!cover) return null;
  return (
    <img
      src={cover}
      alt={coverAlt}
      width={coverWidth ?? 1200}
      height={coverHeight ?? 675}
      className="mt-8 aspect-[16/9] w-full rounded-lg bg-maple-100 object-cover"
    />
  );
}
