// The end-to-end journeys against the served site, in the order they run. Each journey file
// holds named async checks; the runner (e2e/run.mjs) runs them one after another and prints one
// line per check. Shared browser helpers are in e2e/support/.
import { analyticsChecks } from './analytics.mjs';
import { budgetChecks } from './budgets.mjs';
import { cartChecks } from './cart.mjs';
import { cartDurabilityChecks } from './cart-durability.mjs';
import { catalogChecks } from './catalog.mjs';
import { checkoutChecks } from './checkout.mjs';
import { configuratorChecks } from './configurator.mjs';
import { consentChecks } from './consent.mjs';
import { faultsChecks } from './faults.mjs';
import { firstLookChecks } from './first-look.mjs';
import { functionsChecks } from './functions.mjs';
import { fuzzChecks } from './fuzz.mjs';
import { hardeningChecks } from './hardening.mjs';
import { legalChecks } from './legal.mjs';
import { outputChecks } from './output.mjs';
import { orderPageChecks } from './order-page.mjs';
import { pricesChecks } from './prices.mjs';
import { productSafetyChecks } from './product-safety.mjs';
import { promotionChecks } from './promotions.mjs';
import { resilienceChecks } from './resilience.mjs';
import { routeChecks } from './routes.mjs';
import { searchChecks } from './search.mjs';
import { shippingChecks } from './shipping.mjs';
import { withdrawalChecks } from './withdrawal.mjs';

const journeys = [
  routeChecks,
  legalChecks,
  catalogChecks,
  pricesChecks,
  productSafetyChecks,
  shippingChecks,
  firstLookChecks,
  hardeningChecks,
  cartChecks,
  cartDurabilityChecks,
  checkoutChecks,
  orderPageChecks,
  promotionChecks,
  functionsChecks,
  configuratorChecks,
  consentChecks,
  analyticsChecks,
  resilienceChecks,
  searchChecks,
  withdrawalChecks,
  budgetChecks,
  fuzzChecks,
  faultsChecks,
  // Last: what left the shop during the run (mails, public/).
  outputChecks,
];

/**
 * Every check by name. `stack`: siteUrl, publicDir, cmsUrl, cmsToken, commerceUrl, buildEnv (the
 * site build's environment), commerce (stop, start and kill Medusa), cms (stop and start Strapi),
 * mail (the private catcher).
 */
export function defineChecks(stack) {
  return Object.assign({}, ...journeys.map((journey) => journey(stack)));
}
