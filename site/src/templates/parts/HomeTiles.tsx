// The home page's product and post lists, below the fold on a phone: home.tsx hydrates each after
// the page (deferHydration), one list per task, from this chunk. Each renders one root element
// (a list), as a deferred part must.
import { PostTile, type PostTileData } from '../../features/blog';
import { ProductTile, type ProductTileData } from '../../features/catalog';

export function ProductList({ products }: { products: ProductTileData[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.handle} className="flex">
          <ProductTile product={p} />
        </li>
      ))}
    </ul>
  );
}

export function PostList({ posts }: { posts: PostTileData[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostTile post={post} lazy />
        </li>
      ))}
    </ul>
  );
}
