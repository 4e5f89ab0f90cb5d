// What every shop mail needs besides its order: the site's origin and the order-link secret (for
// the signed order page link), and the shop's content from Strapi (bank account, delivery time,
// terms), read once per process and cached (shop-content.ts).
import type { Logger } from '@medusajs/framework/types';
import type { MailLinks } from './order-mail';
import { createShopContent } from './shop-content';

/** STOREFRONT_URL (the site's origin) and ORDER_LINK_SECRET; throws when either is missing. */
export function mailLinks(env: NodeJS.ProcessEnv = process.env): MailLinks {
  const storefrontUrl = (env.STOREFRONT_URL ?? '').trim();
  const orderLinkSecret = env.ORDER_LINK_SECRET ?? '';
  if (!/^https?:\/\/[^/\s]+/.test(storefrontUrl)) throw new Error('STOREFRONT_URL (the site origin) is not set');
  if (!orderLinkSecret) throw new Error('ORDER_LINK_SECRET is not set');
  return { storefrontUrl: new URL(storefrontUrl).origin, orderLinkSecret };
}

let shopContent: ReturnType<typeof createShopContent> | undefined;

/** The one cached reader of the shop's content in this process. */
export function shopContentReader(logger: Pick<Logger, 'warn'>) {
  shopContent ??= createShopContent({ logger });
  return shopContent;
}
