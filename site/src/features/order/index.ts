// The guest order page: the order behind a signed link (OrderPage), read through the site function
// POST /api/order (lib/orderFunctions.ts). Only the order template imports it.
export { OrderPage } from './OrderPage';
export { orderIdFromPath, tokenFromSearch } from './rules';
