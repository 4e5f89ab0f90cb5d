import { createRequire } from 'node:module';
import Medusa from '@medusajs/js-sdk';
import { inject } from 'vitest';

const { Client } = createRequire(import.meta.url)('pg');

declare module 'vitest' {
  export interface ProvidedContext {
    medusaUrl: string;
    publishableKey: string;
    controlUrl: string;
    siteEnvFile: string;
    databaseUrl: string;
    adminEmail: string;
    adminPassword: string;
    mailUrl: string;
    cmsDataDir: string;
    storefrontUrl: string;
  }
}

export const medusaUrl = inject('medusaUrl');
export const publishableKey = inject('publishableKey');

export const sdk = new Medusa({ baseUrl: medusaUrl, publishableKey });

/** The fields the storefront asks for when it reads a cart (spec section 7). */
export const CART_FIELDS = '+items.variant.product.type';

export async function control(action: 'kill' | 'restart' | 'seed' | 'mail-stop' | 'mail-start') {
  const response = await fetch(`${inject('controlUrl')}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`control ${action} failed: ${await response.text()}`);
}

export async function regionFor(country: string) {
  const { regions } = await sdk.store.region.list({ fields: 'id,name,*countries' });
  const region = regions.find((r) => r.countries?.some((c) => c.iso_2 === country.toLowerCase()));
  if (!region) throw new Error(`no region for ${country}`);
  return region;
}

/** A product's variant: by its (English) title, or by position (Medusa does not promise an order). */
export async function variantOf(handle: string, which: number | string = 0) {
  const { products } = await sdk.store.product.list({ handle, fields: 'id,handle,*variants,*type' });
  const variants = products[0]?.variants ?? [];
  const variant = typeof which === 'string' ? variants.find((v) => v.title === which) : variants[which];
  if (!variant) throw new Error(`no variant ${which} for ${handle}`);
  return variant;
}

/** Runs one statement on Medusa's PostgreSQL (a connection per call: tests read and poke rows). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
