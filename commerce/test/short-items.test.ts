// The stock rule the cart completion checks before Medusa makes an order (src/workflows/stock).
import { describe, expect, it } from 'vitest';
import { shortItems, shortItemsMessage, type StockCart } from '../src/workflows/stock/short-items';

const CHANNEL = 'sc_web';
const level = (location: string, stocked: number, reserved: number, channels = [CHANNEL]) => ({
  location_id: location,
  stocked_quantity: stocked,
  reserved_quantity: reserved,
  stock_locations: { id: location, sales_channels: channels.map((id) => ({ id })) },
});
const line = (
  id: string,
  quantity: number,
  levels: ReturnType<typeof level>[],
  { item = 'iitem_1', manage = true, backorder = false, required = 1 } = {},
) => ({
  id,
  title: `Line ${id}`,
  quantity,
  variant: {
    manage_inventory: manage,
    allow_backorder: backorder,
    inventory_items: [{ inventory_item_id: item, required_quantity: required, inventory: { location_levels: levels } }],
  },
});
const cart = (...items: ReturnType<typeof line>[]): StockCart => ({ sales_channel_id: CHANNEL, items });

describe('shortItems', () => {
  it('lets the first buyer of a one-off through and refuses the next once it is reserved', () => {
    expect(shortItems(cart(line('a', 1, [level('loc', 1, 0)])))).toEqual([]);
    expect(shortItems(cart(line('b', 1, [level('loc', 1, 1)])))).toEqual([
      { inventory_item_id: 'iitem_1', line_item_ids: ['b'], titles: ['Line b'], needed: 1, available: 0 },
    ]);
  });

  it('adds up lines that share an inventory item and multiplies by the required quantity', () => {
    expect(shortItems(cart(line('a', 2, [level('loc', 5, 1)]), line('b', 2, [level('loc', 5, 1)])))).toEqual([]);
    expect(shortItems(cart(line('a', 2, [level('loc', 4, 1)]), line('b', 2, [level('loc', 4, 1)])))).toHaveLength(1);
    expect(shortItems(cart(line('a', 2, [level('loc', 5, 0)], { required: 3 })))).toMatchObject([
      { needed: 6, available: 5 },
    ]);
  });

  it('needs the whole amount at one location of the cart’s sales channel', () => {
    const split = [level('north', 1, 0), level('south', 1, 0)];
    expect(shortItems(cart(line('a', 2, split)))).toMatchObject([{ needed: 2, available: 1 }]);
    expect(shortItems(cart(line('a', 2, [level('north', 1, 0), level('south', 2, 0)])))).toEqual([]);
    // Stock at a location of another channel does not count.
    expect(shortItems(cart(line('a', 1, [level('north', 0, 0), level('other', 9, 0, ['sc_pos'])])))).toMatchObject([
      { available: 0 },
    ]);
  });

  it('never refuses what Medusa would sell: backorders, unmanaged stock, completed carts, unknown stock', () => {
    const empty = [level('loc', 0, 0)];
    expect(shortItems(cart(line('a', 1, empty, { backorder: true })))).toEqual([]);
    expect(shortItems(cart(line('a', 1, empty, { manage: false })))).toEqual([]);
    expect(shortItems({ ...cart(line('a', 1, [level('loc', 1, 1)])), completed_at: '2026-11-27T10:00:00Z' })).toEqual(
      [],
    );
    expect(shortItems(cart(line('a', 1, [])))).toEqual([]);
    expect(shortItems(cart(line('a', 1, [level('other', 0, 0, ['sc_pos'])])))).toEqual([]);
    expect(shortItems(null)).toEqual([]);
  });

  it('reads the amounts Medusa gives as strings and a single object where a list is expected', () => {
    const one = {
      sales_channel_id: CHANNEL,
      items: {
        id: 'a',
        quantity: '1',
        variant: {
          manage_inventory: true,
          inventory_items: {
            inventory_item_id: 'iitem_1',
            required_quantity: '1',
            inventory: { location_levels: { ...level('loc', 1, 1), stocked_quantity: '1', reserved_quantity: '1' } },
          },
        },
      },
    } as StockCart;
    expect(shortItems(one)).toMatchObject([{ needed: 1, available: 0 }]);
  });

  it('names the lines in a text the storefront reads as a stock refusal', () => {
    const message = shortItemsMessage(shortItems(cart(line('b', 1, [level('loc', 1, 1)]))));
    expect(message).toBe('Not enough stock available for Line b');
    expect(message).toMatch(/stock/i);
  });
});
