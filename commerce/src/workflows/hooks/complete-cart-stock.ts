// Refuses a cart completion the stock cannot cover before Medusa makes an order for it
// (see ../stock/short-items.ts). A 400 with a text naming the stock, as Medusa's own refusal.
import { completeCartWorkflow } from '@medusajs/medusa/core-flows';
import { MedusaError } from '@medusajs/framework/utils';
import { shortItems, shortItemsMessage, type StockCart } from '../stock/short-items';

completeCartWorkflow.hooks.validate(async ({ cart }) => {
  const short = shortItems(cart as StockCart);
  if (short.length) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, shortItemsMessage(short));
});
