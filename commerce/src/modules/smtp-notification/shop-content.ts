// What the order mails take from Strapi, the one home of the shop's settings and pages: the
// workshop's bank account and the delivery time (the settings single type) and the terms page.
// Medusa reads them with the site build's read-only token: STRAPI_API_URL and STRAPI_BUILD_TOKEN
// from the environment, else from the key file Strapi writes (CMS_SITE_ENV_FILE, default
// ../cms/.site.env), read when a mail is rendered, so Strapi may start after Medusa. Answers are
// cached for a while; a failure is logged and not cached, and the mail goes out without them.
import path from 'node:path';
import { readEnvFile, type Language } from '@tonewood/rules';

export type BankAccount = { holder: string; bank: string; iban: string; bic: string };
type TermsPage = { title: string; body: string };
export type ShopContent = {
  bankAccount: BankAccount | null;
  deliveryTime: string | null;
  terms: TermsPage | null;
};

export const NO_SHOP_CONTENT: ShopContent = { bankAccount: null, deliveryTime: null, terms: null };

type Fetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;
type Log = { warn(message: string): void };

/** Strapi's address and read token, or null when neither the environment nor the key file has them. */
function strapiConnection(env: NodeJS.ProcessEnv = process.env): { url: string; token: string } | null {
  const file = readEnvFile(path.resolve(process.cwd(), env.CMS_SITE_ENV_FILE || '../cms/.site.env'));
  const url = (env.STRAPI_API_URL || file.STRAPI_API_URL || '').replace(/\/$/, '');
  const token = env.STRAPI_BUILD_TOKEN || file.STRAPI_BUILD_TOKEN || '';
  return /^https?:\/\//.test(url) && token ? { url, token } : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The bank account of a settings answer, or null unless every part is there. */
export function bankAccountOf(settings: Record<string, unknown> | null | undefined): BankAccount | null {
  const account = {
    holder: text(settings?.bankAccountHolder),
    bank: text(settings?.bankName),
    iban: text(settings?.bankIban),
    bic: text(settings?.bankBic),
  };
  return Object.values(account).every(Boolean) ? account : null;
}

export function createShopContent({
  fetch = globalThis.fetch as Fetch,
  env = process.env,
  logger,
  ttlMs = 10 * 60_000,
  timeoutMs = 4000,
}: {
  fetch?: Fetch;
  env?: NodeJS.ProcessEnv;
  logger: Log;
  ttlMs?: number;
  timeoutMs?: number;
}) {
  const cache = new Map<Language, { at: number; content: ShopContent }>();

  async function read(language: Language): Promise<ShopContent> {
    const connection = strapiConnection(env);
    if (!connection) throw new Error('STRAPI_API_URL and STRAPI_BUILD_TOKEN are not set and no cms key file was found');
    const get = async (pathAndQuery: string) => {
      const response = await fetch(`${connection.url}${pathAndQuery}`, {
        headers: { authorization: `Bearer ${connection.token}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`strapi answered ${response.status} for ${pathAndQuery.split('?')[0]}`);
      return (await response.json()) as { data?: unknown };
    };
    const locale = encodeURIComponent(language);
    const [settings, pages] = await Promise.all([
      get(`/api/setting?locale=${locale}`),
      get(`/api/pages?locale=${locale}&filters[slug][$eq]=terms-and-conditions&fields[0]=title&fields[1]=body`),
    ]);
    const setting = (settings.data ?? null) as Record<string, unknown> | null;
    const page = (Array.isArray(pages.data) ? pages.data[0] : null) as Record<string, unknown> | null;
    return {
      bankAccount: bankAccountOf(setting),
      deliveryTime: text(setting?.deliveryTime) || null,
      terms: text(page?.title) && text(page?.body) ? { title: text(page?.title), body: text(page?.body) } : null,
    };
  }

  return {
    /** The content in a language; NO_SHOP_CONTENT (logged) when Strapi cannot be read. */
    async get(language: Language): Promise<ShopContent> {
      const cached = cache.get(language);
      if (cached && Date.now() - cached.at < ttlMs) return cached.content;
      try {
        const content = await read(language);
        cache.set(language, { at: Date.now(), content });
        return content;
      } catch (error) {
        logger.warn(
          `order mails: the shop settings could not be read from Strapi (${(error as Error).message}); ` +
            'the mail goes out without bank details and terms and points to the order page',
        );
        return NO_SHOP_CONTENT;
      }
    },
  };
}
