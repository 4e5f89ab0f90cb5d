import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { MedusaError } from '@medusajs/framework/utils';
import { productSafetyOf, saveProductSafety } from '../../../../../modules/product-safety/save';
import type { AdminProductSafetyBody } from './validators';

// A product's warnings and safety information (GPSR) in English, the record's own text; the
// German texts are its translations (reference product_safety), written in Medusa Admin under
// Settings → Translations or through POST /admin/translations/batch.

/** A Medusa id: letters, digits and underscores (anything else is no product, never a query). */
const PRODUCT_ID = /^[A-Za-z0-9_]{1,64}$/;

async function existing(req: MedusaRequest) {
  if (!PRODUCT_ID.test(req.params.id ?? ''))
    throw new MedusaError(MedusaError.Types.NOT_FOUND, 'Product with this id was not found');
  const result = await productSafetyOf(req.scope, req.params.id);
  if (!result.found)
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id: ${req.params.id} was not found`);
  return result.safety;
}

/** GET /admin/products/:id/safety → { product_safety } (null when the product has none). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ product_safety: await existing(req) });
}

/** POST /admin/products/:id/safety { warnings, safety_information } → { product_safety }. */
export async function POST(req: MedusaRequest<AdminProductSafetyBody>, res: MedusaResponse) {
  const current = await existing(req);
  const { safety } = await saveProductSafety(req.scope, req.params.id, req.validatedBody, current);
  res.json({ product_safety: safety });
}
