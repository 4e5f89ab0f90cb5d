// A product picture's <source>s from the source plugin's srcset candidates (MedusaImageSource):
// one srcset per type, in the plugin's order (AVIF first, then WebP), each narrowest first.
import type { ImageSource } from '@tonewood/design-system';

interface Candidate {
  readonly type: string;
  readonly width: number;
  readonly file: { readonly publicURL: string | null } | null;
}

export function imageSourcesOf(candidates: readonly Candidate[]): ImageSource[] {
  const types = [...new Set(candidates.map((c) => c.type))];
  return types.flatMap((type) => {
    const srcSet = candidates
      .filter((c) => c.type === type && c.file?.publicURL)
      .sort((a, b) => a.width - b.width)
      .map((c) => `${c.file!.publicURL} ${c.width}w`)
      .join(', ');
    return srcSet ? [{ type, srcSet }] : [];
  });
}
