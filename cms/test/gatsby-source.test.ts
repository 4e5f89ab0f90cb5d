// The site builds its pages from gatsby-source-strapi's nodes. This runs the plugin's own
// sourceNodes (the code `gatsby build` runs) against a real Strapi of this project, with the
// options the site uses, and checks that every type arrives as separate en and de nodes.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StrapiInstance } from './strapi-instance';

// The plugin and the options live with the site, at the repository root (installed by the root
// `npm install`, which is what installs cms/ too).
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const requireFromRoot = createRequire(`${repoRoot}package.json`);
const { sourceNodes } = requireFromRoot('gatsby-source-strapi/gatsby-node.js') as {
  sourceNodes: (api: unknown, options: unknown) => Promise<void>;
};

interface StrapiNode {
  id: string;
  locale?: string;
  slug?: string;
  strapi_id: number;
  internal: { type: string; owner?: string };
}

const cms = new StrapiInstance();
const nodes: StrapiNode[] = [];

beforeAll(async () => {
  await cms.start();
  const { strapiSourceOptions } = (await import(`${repoRoot}site/plugins/strapi-source-options.mjs`)) as {
    strapiSourceOptions: (c: { apiURL: string; accessToken: string }) => Record<string, unknown>;
  };
  const options = {
    ...strapiSourceOptions({ apiURL: cms.url, accessToken: cms.tokens().STRAPI_BUILD_TOKEN! }),
    // Media downloads need Gatsby's file cache; the nodes themselves are what this test is about.
    skipFileDownloads: true,
  };
  const store = new Map<string, unknown>();
  const quiet = () => {};
  await sourceNodes(
    {
      actions: {
        createNode: (node: StrapiNode) => void nodes.push(node),
        deleteNode: quiet,
        touchNode: quiet,
      },
      createNodeId: (input: string) => createHash('sha256').update(input).digest('hex'),
      createContentDigest: (input: unknown) => createHash('md5').update(JSON.stringify(input)).digest('hex'),
      reporter: {
        info: quiet,
        warn: quiet,
        verbose: quiet,
        error: (m: string) => console.error(m),
        panic: (m: string) => {
          throw new Error(m);
        },
      },
      getNodes: () => [],
      getNode: (id: string) => nodes.find((n) => n.id === id),
      cache: { get: async (k: string) => store.get(k), set: async (k: string, v: unknown) => void store.set(k, v) },
      getCache: () => ({ get: async () => undefined, set: async () => undefined }),
      store: { getState: () => ({ program: { directory: randomUUID() } }) },
    },
    options,
  );
}, 180_000);

afterAll(async () => {
  await cms.stop();
  cms.cleanup();
});

const ofType = (type: string) => nodes.filter((n) => n.internal.type === type);

describe('gatsby-source-strapi with the site options', () => {
  it.each(['STRAPI_MAIN_MENU', 'STRAPI_META_NAVIGATION', 'STRAPI_SETTING'])('%s: one node per language', (type) => {
    const found = ofType(type);
    expect(found.map((n) => n.locale).sort()).toEqual(['de', 'en']);
    expect(new Set(found.map((n) => n.id)).size).toBe(2);
  });

  it.each(['STRAPI_ARTICLE', 'STRAPI_PAGE'])('%s: every document as separate en and de nodes', (type) => {
    const found = ofType(type);
    const en = found.filter((n) => n.locale === 'en');
    const de = found.filter((n) => n.locale === 'de');
    expect(en.length).toBeGreaterThanOrEqual(8);
    expect(de.length).toBe(en.length);
    expect(new Set(found.map((n) => n.id)).size).toBe(found.length);
    // Same slugs in both languages, so /blog/{slug} and /de/blog/{slug} pair up.
    expect(de.map((n) => n.slug).sort()).toEqual(en.map((n) => n.slug).sort());
  });

  it('STRAPI_CONFIGURATOR_OPTION_GROUP: every group as en and de nodes, values as component nodes with layer images', () => {
    const groups = ofType('STRAPI_CONFIGURATOR_OPTION_GROUP') as (StrapiNode & {
      key: string;
      values___NODE: string[];
    })[];
    const en = groups.filter((n) => n.locale === 'en');
    const de = groups.filter((n) => n.locale === 'de');
    expect(en.map((n) => n.key).sort()).toEqual([
      'bodyShape',
      'bodyWood',
      'finish',
      'fretboard',
      'handedness',
      'hardware',
      'neck',
      'pickups',
      'topWood',
    ]);
    expect(de.map((n) => n.key).sort()).toEqual(en.map((n) => n.key).sort());
    const valueNodes = new Map(
      ofType('STRAPI__COMPONENT_CONFIGURATOR_OPTION_VALUE').map((n) => [
        n.id,
        n as StrapiNode & Record<string, unknown>,
      ]),
    );
    const shapes = de.find((n) => n.key === 'bodyShape')!.values___NODE.map((id) => valueNodes.get(id)!);
    expect(shapes.map((v) => v.label)).toEqual(['Single-Cut', 'Double-Cut', 'Offset', 'Jazz-Form', 'Precision-Form']);
    for (const shape of shapes)
      expect(nodes.find((n) => n.id === shape.layerImage___NODE)?.internal.type).toBe('STRAPI__MEDIA');
    const cherry = en
      .find((n) => n.key === 'finish')!
      .values___NODE.map((id) => valueNodes.get(id)!)
      .find((v) => v.key === 'transparent-cherry')!;
    // JSON text, a plain field of the value's node (no child node a warm rebuild could lose).
    expect(JSON.parse(cherry.requires as string)).toEqual({ topWood: ['flame-maple', 'quilted-maple'] });
    expect(cherry.requires___NODE).toBeUndefined();
  });

  it('keeps slashed slugs and the neck-jig post', () => {
    const slugs = ofType('STRAPI_ARTICLE').map((n) => n.slug);
    expect(slugs).toContain('building-a-neck-contour-jig');
    expect(slugs.some((s) => s?.includes('/'))).toBe(true);
  });

  it('sources the redirect rules once (they are not localized)', () => {
    const redirects = ofType('STRAPI_REDIRECT') as (StrapiNode & { from: string; to: string })[];
    expect(redirects.length).toBeGreaterThanOrEqual(3);
    expect(redirects.some((r) => /^https:\/\//.test(r.to))).toBe(true);
  });
});
