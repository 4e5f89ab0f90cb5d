import { describe, expect, it } from 'vitest';
import { availabilityOf, productAvailability, variantAvailability } from './availability.mjs';

describe('variantAvailability', () => {
  it('is available when stock is left', () => {
    expect(variantAvailability({ manage_inventory: true, inventory_quantity: 1, allow_backorder: false })).toBe(
      'available',
    );
    // Stock wins over the backorder flag.
    expect(variantAvailability({ manage_inventory: true, inventory_quantity: 3, allow_backorder: true })).toBe(
      'available',
    );
  });

  it('is available when Medusa does not manage its inventory, whatever the quantity', () => {
    expect(variantAvailability({ manage_inventory: false, inventory_quantity: 0, allow_backorder: false })).toBe(
      'available',
    );
  });

  it('is built to order when none is left and backorders are allowed', () => {
    expect(variantAvailability({ manage_inventory: true, inventory_quantity: 0, allow_backorder: true })).toBe(
      'built-to-order',
    );
  });

  it('is out of stock when none is left and backorders are not allowed', () => {
    expect(variantAvailability({ manage_inventory: true, inventory_quantity: 0, allow_backorder: false })).toBe(
      'out-of-stock',
    );
    // Oversold stock (negative quantity) is none left.
    expect(variantAvailability({ manage_inventory: true, inventory_quantity: -2, allow_backorder: false })).toBe(
      'out-of-stock',
    );
  });

  it('reads missing inventory fields as no stock and no backorders', () => {
    expect(variantAvailability({})).toBe('out-of-stock');
    expect(variantAvailability({ inventory_quantity: null, allow_backorder: true })).toBe('built-to-order');
  });
});

describe('productAvailability', () => {
  it('is available when any variant is', () => {
    expect(productAvailability(['out-of-stock', 'built-to-order', 'available'])).toBe('available');
  });

  it('is built to order when no variant is available but one can be built', () => {
    expect(productAvailability(['out-of-stock', 'built-to-order'])).toBe('built-to-order');
  });

  it('is out of stock when every variant is, and for a product without variants', () => {
    expect(productAvailability(['out-of-stock', 'out-of-stock'])).toBe('out-of-stock');
    expect(productAvailability([])).toBe('out-of-stock');
  });
});

describe('availabilityOf', () => {
  it('gives each variant its state by id and the product the best one', () => {
    const result = availabilityOf({
      variants: [
        { id: 'sold', manage_inventory: true, inventory_quantity: 0, allow_backorder: false },
        { id: 'built', manage_inventory: true, inventory_quantity: 0, allow_backorder: true },
      ],
    });
    expect(result).toEqual({
      availability: 'built-to-order',
      variantAvailabilities: { sold: 'out-of-stock', built: 'built-to-order' },
    });
  });

  it('is out of stock without variants', () => {
    expect(availabilityOf({ variants: null })).toEqual({ availability: 'out-of-stock', variantAvailabilities: {} });
  });
});
