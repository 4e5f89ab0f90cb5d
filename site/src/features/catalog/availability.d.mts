import type { Availability } from '@tonewood/design-system';

export interface StockedVariant {
  id: string;
  manage_inventory?: boolean | null;
  inventory_quantity?: number | null;
  allow_backorder?: boolean | null;
}
export declare function variantAvailability(variant: Omit<StockedVariant, 'id'>): Availability;
export declare function productAvailability(states: readonly Availability[]): Availability;
export declare function availabilityOf(product: { variants?: StockedVariant[] | null }): {
  availability: Availability;
  variantAvailabilities: Record<string, Availability>;
};
