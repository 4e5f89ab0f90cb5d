export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A URL-safe anchor for a heading: lower case, German umlauts spelled out, dashes between words. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out unique ids in document order: "shipping", "shipping-2", ... */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = slugify(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

/** Strips inline markdown (emphasis, code, links) from a heading line to get its visible text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/**
 * The level-2 and level-3 headings of a markdown text with the ids RichText gives them, for a
 * table of contents. Headings inside fenced code blocks are skipped.
 */
export function extractHeadings(markdown: string): Heading[] {
  const slug = createSlugger();
  const headings: Heading[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!.charAt(0);
      if (fence === null) fence = marker;
      else if (fence === marker) fence = null;
      continue;
    }
    if (fence) continue;
    const match = /^\s{0,3}(#{1,6})\s+(.+)$/.exec(line);
    if (!match) continue;
    const level = match[1]!.length;
    const text = plainText(match[2]!);
    // Every heading takes its slug, so ids stay in step with RichText, which numbers all levels.
    const id = slug(text);
    if (level === 2 || level === 3) headings.push({ id, text, level });
  }
  return headings;
}
