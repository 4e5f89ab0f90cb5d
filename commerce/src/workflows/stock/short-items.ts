// Which lines of a cart the stock cannot cover right now (issue 28, the one-off rush). Medusa's
// cart completion makes the order first and reserves the stock after it; a cart the stock cannot
// cover gets an order that the workflow's compensation has to delete again, and under load one
// such compensation was seen to leave the order behind (two live orders for one one-off). With
// the completion lock (src/api/completion-lock.ts) the cart a completion reads is current, so
// checking it before the order is made refuses such a cart without making anything.
//
// The rule follows Medusa's reservation (core-flows prepareConfirmInventoryInput and
// reserveInventoryStep): a line of a variant that manages its inventory and allows no backorder
// needs required_quantity × quantity of each of its inventory items at one stock location of the
// cart's sales channel, where available = stocked − reserved. Lines sharing an inventory item add
// up. Where the cart says too little to decide (no inventory item, no location of the channel),
// the line is left to Medusa's own checks. A cart already completed holds its own reservation and
// is never short: completing it again answers with its order.

type Many<T> = T | T[] | null | undefined;

export type StockCart = {
  completed_at?: string | Date | null;
  sales_channel_id?: string | null;
  items?: Many<{
    id?: string;
    title?: string | null;
    quantity?: number | string | null;
    variant_id?: string | null;
    variant?: {
      id?: string;
      manage_inventory?: boolean | null;
      allow_backorder?: boolean | null;
      inventory_items?: Many<{
        inventory_item_id?: string | null;
        required_quantity?: number | string | null;
        inventory?: {
          location_levels?: Many<{
            location_id?: string | null;
            stocked_quantity?: number | string | null;
            reserved_quantity?: number | string | null;
            stock_locations?: Many<{ id?: string; sales_channels?: Many<{ id?: string }> }>;
          }>;
        } | null;
      }>;
    } | null;
  }>;
};

export type ShortItem = {
  inventory_item_id: string;
  /** The cart's lines that need this inventory item. */
  line_item_ids: string[];
  titles: string[];
  needed: number;
  /** The most any one location of the cart's channel has available. */
  available: number;
};

const many = <T>(value: Many<T>): T[] => (value == null ? [] : Array.isArray(value) ? value : [value]);
const amount = (value: number | string | null | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

export function shortItems(cart: StockCart | null | undefined): ShortItem[] {
  if (!cart || cart.completed_at) return [];
  const channel = cart.sales_channel_id ?? null;
  const needs = new Map<
    string,
    { line_item_ids: string[]; titles: string[]; needed: number; availableAt: Map<string, number> }
  >();
  for (const item of many(cart.items)) {
    const variant = item.variant;
    if (!variant?.manage_inventory || variant.allow_backorder) continue;
    for (const link of many(variant.inventory_items)) {
      const inventoryItemId = link.inventory_item_id;
      if (!inventoryItemId) continue;
      const need = needs.get(inventoryItemId) ?? {
        line_item_ids: [],
        titles: [],
        needed: 0,
        availableAt: new Map<string, number>(),
      };
      needs.set(inventoryItemId, need);
      need.needed += amount(link.required_quantity ?? 1) * amount(item.quantity);
      if (item.id && !need.line_item_ids.includes(item.id)) need.line_item_ids.push(item.id);
      if (item.title && !need.titles.includes(item.title)) need.titles.push(item.title);
      for (const level of many(link.inventory?.location_levels)) {
        const locationId = level.location_id;
        if (!locationId) continue;
        const inChannel =
          channel == null ||
          many(level.stock_locations).some((location) =>
            many(location.sales_channels).some((salesChannel) => salesChannel.id === channel),
          );
        if (!inChannel) continue;
        need.availableAt.set(locationId, amount(level.stocked_quantity) - amount(level.reserved_quantity));
      }
    }
  }
  const short: ShortItem[] = [];
  for (const [inventoryItemId, need] of needs) {
    // Nothing to decide on: Medusa's own checks answer for this line.
    if (!need.availableAt.size) continue;
    const available = Math.max(...need.availableAt.values());
    if (available >= need.needed) continue;
    short.push({
      inventory_item_id: inventoryItemId,
      line_item_ids: need.line_item_ids,
      titles: need.titles,
      needed: need.needed,
      available: Math.max(available, 0),
    });
  }
  return short;
}

/** The refusal's text: it names the stock, which the storefront reads as 'insufficient-stock'. */
export const shortItemsMessage = (short: ShortItem[]) =>
  `Not enough stock available for ${short
    .map((item) => (item.titles.length ? item.titles.join(', ') : item.inventory_item_id))
    .join('; ')}`;
