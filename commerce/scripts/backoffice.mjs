#!/usr/bin/env node
// `npm run backoffice -- <command>` (from the repository root): the workshop's flow on Medusa's
// admin API. Signs in as the development admin (COMMERCE_ADMIN_EMAIL, default admin@tonewood.local,
// and COMMERCE_ADMIN_PASSWORD from the environment or .secrets.env); the JWT stays in memory.
// Medusa: MEDUSA_BACKEND_URL, else the URL in commerce/.site.env written by the last start.
import { readEnvFile } from '@tonewood/rules';
import path from 'node:path';
import { DEFAULT_SECRETS_FILE } from '../../scripts/secrets.mjs';
import { connectBackoffice } from './lib/backoffice.mjs';
import { ADMIN_EMAIL_DEFAULT, commerceRoot } from './lib/stack.mjs';

const USAGE = `usage: npm run backoffice -- <command> [order]

  orders               the latest orders
  order <order>        one order: items, shipping, payments, fulfilments
  capture <order>      capture its payment (bank transfer: the money arrived)
  fulfil <order>       create a fulfilment of its open items
  ship <order> [tracking-number]
                       mark that fulfilment shipped (with the carrier's tracking number and
                       link); the shopper gets the shipping mail
  deliver <order>      mark it delivered
  return <order>       create a return of the delivered items, receive it and refund
  cancel <order>       cancel an order not fulfilled yet (releases its stock)

<order> is an order id (order_...) or its number (12 or #12).`;

const [command, ref, ...rest] = process.argv.slice(2);
const commands = ['orders', 'order', 'capture', 'fulfil', 'ship', 'deliver', 'return', 'cancel'];
if (!command || !commands.includes(command)) {
  console.error(command && command !== 'help' ? `backoffice: unknown command "${command}"\n\n${USAGE}` : USAGE);
  process.exit(command && command !== 'help' ? 1 : 0);
}

const baseUrl = process.env.MEDUSA_BACKEND_URL || readEnvFile(path.join(commerceRoot, '.site.env')).MEDUSA_BACKEND_URL;
const password =
  process.env.COMMERCE_ADMIN_PASSWORD ||
  readEnvFile(process.env.TONEWOOD_SECRETS_FILE || DEFAULT_SECRETS_FILE).COMMERCE_ADMIN_PASSWORD;
if (!baseUrl || !password) {
  console.error(
    "backoffice: Medusa's URL or the admin password is unknown: start the shop once (npm start), or set MEDUSA_BACKEND_URL and COMMERCE_ADMIN_PASSWORD",
  );
  process.exit(1);
}

try {
  const backoffice = await connectBackoffice({
    baseUrl,
    email: process.env.COMMERCE_ADMIN_EMAIL || ADMIN_EMAIL_DEFAULT,
    password,
  });
  await backoffice[command](ref, ...rest);
} catch (error) {
  console.error(
    error?.status ? `backoffice: Medusa answered ${error.status}: ${error.message}` : (error?.message ?? error),
  );
  process.exit(1);
}
