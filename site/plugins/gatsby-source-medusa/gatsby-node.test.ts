// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The source plugin against a fixture catalog served like Medusa's store API: the build refuses a
// product that needs safety information (an amp) without it, with one line naming the product and
// exit status 1, and reads the texts of one that has them in both languages.

const require = createRequire(import.meta.url);
const plugin = require('./gatsby-node.js') as {
  sourceNodes: (helpers: unknown, options: { backendUrl: string; publishableKey: string }) => Promise<void>;
};

type Safety = { id: string; warnings: string; safety_information: string } | null;
interface FixtureProduct {
  id: string;
  handle: string;
  title: string;
  type: { value: string };
  metadata: Record<string, unknown> | null;
  product_safety: Safety;
  german_safety?: Safety;
}

const amp = (safety: Safety, germanSafety: Safety): FixtureProduct => ({
  id: 'prod_amp',
  handle: 'fixture-amp',
  title: 'Fixture Amp',
  type: { value: 'amplification' },
  metadata: { power: 'mains' },
  product_safety: safety,
  german_safety: germanSafety,
});
const guitar: FixtureProduct = {
  id: 'prod_guitar',
  handle: 'fixture-guitar',
  title: 'Fixture Guitar',
  type: { value: 'guitar' },
  metadata: {},
  product_safety: null,
};
const english = {
  id: 'psafe_1',
  warnings: 'Mains voltage inside.\nHot valves.',
  safety_information: 'Earthed socket only.',
};
const german = {
  id: 'psafe_1',
  warnings: 'Netzspannung im Gerät.\nHeiße Röhren.',
  safety_information: 'Nur geerdete Steckdose.',
};

let catalog: FixtureProduct[] = [];
let server: Server;
let backendUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const body = (() => {
      if (url.pathname === '/store/regions')
        return { regions: [{ id: 'reg_de', name: 'Germany', metadata: { shipping_zone_id: 'de' }, countries: [] }] };
      if (url.pathname === '/store/product-categories') return { product_categories: [], count: 0 };
      // No sale in the fixture catalog: no 30-day lowest prices.
      if (url.pathname === '/store/price-history') return { prices: [] };
      if (url.pathname === '/store/products') {
        const de = url.searchParams.get('locale') === 'de-DE';
        const products = catalog.map(({ german_safety, ...product }) => ({
          ...product,
          variants: [],
          options: [],
          images: [],
          product_safety: de ? (german_safety ?? product.product_safety) : product.product_safety,
        }));
        return { products, count: products.length };
      }
      return null;
    })();
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.restoreAllMocks());

class Exit extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`exit ${code}`);
  }
}

async function source(products: FixtureProduct[]) {
  catalog = products;
  const nodes: Record<string, unknown>[] = [];
  const written: string[] = [];
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exit(code);
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  const helpers = {
    actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
    createNodeId: (key: string) => key,
    createContentDigest: () => 'digest',
    getCache: () => ({}),
    reporter: { info: () => {}, warn: () => {} },
  };
  const outcome = await plugin.sourceNodes(helpers, { backendUrl, publishableKey: 'pk_fixture' }).then(
    () => null,
    (error: unknown) => error,
  );
  return { outcome, written, products: nodes.filter((node) => node.handle && 'safety' in node) };
}

describe('gatsby-source-medusa: product safety (GPSR)', () => {
  it('refuses an amp without safety information: one line naming it, exit status 1', async () => {
    const { outcome, written, products } = await source([amp(null, null), guitar]);
    expect(outcome).toBeInstanceOf(Exit);
    expect((outcome as Exit).code).toBe(1);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^gatsby-source-medusa: refusing to build: .*fixture-amp \(en\), fixture-amp \(de\)/);
    expect(written[0].trimEnd().split('\n')).toHaveLength(1);
    expect(written[0]).not.toContain('fixture-guitar');
    expect(products).toEqual([]);
  });

  it('refuses an amp whose German texts are missing (the English ones served as fallback)', async () => {
    const { outcome, written } = await source([amp(english, english)]);
    expect((outcome as Exit).code).toBe(1);
    expect(written[0]).toContain('fixture-amp (de)');
    expect(written[0]).not.toContain('fixture-amp (en)');
  });

  it("builds a catalog whose amp has its texts in both languages, with each language's lines", async () => {
    const { outcome, written, products } = await source([amp(english, german), guitar]);
    expect(outcome).toBeNull();
    expect(written).toEqual([]);
    const byHandle = new Map(products.map((node) => [node.handle, node.safety]));
    expect(byHandle.get('fixture-amp')).toEqual({
      en: { warnings: ['Mains voltage inside.', 'Hot valves.'], safetyInformation: ['Earthed socket only.'] },
      de: { warnings: ['Netzspannung im Gerät.', 'Heiße Röhren.'], safetyInformation: ['Nur geerdete Steckdose.'] },
    });
    expect(byHandle.get('fixture-guitar')).toEqual({
      en: { warnings: [], safetyInformation: [] },
      de: { warnings: [], safetyInformation: [] },
    });
  });
});

describe('gatsby-source-medusa: delivery time', () => {
  it("carries a built-to-order product's delivery weeks from its metadata, else about 6-10 weeks", async () => {
    const archtop = { ...guitar, id: 'prod_archtop', handle: 'fixture-archtop' };
    archtop.metadata = { delivery_weeks_min: 13, delivery_weeks_max: '13' };
    const { outcome, products } = await source([guitar, archtop]);
    expect(outcome).toBeNull();
    const byHandle = new Map(products.map((node) => [node.handle, node.builtToOrderDelivery]));
    expect(byHandle.get('fixture-archtop')).toEqual({ unit: 'weeks', min: 13, max: 13 });
    expect(byHandle.get('fixture-guitar')).toEqual({ unit: 'weeks', min: 6, max: 10 });
  });
});
