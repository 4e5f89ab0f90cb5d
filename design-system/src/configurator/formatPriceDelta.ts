import { formatPrice } from '../commerce/Price/formatPrice';

/**
 * A configurator surcharge or reduction in EUR: '+ 120 €', '− 45,50 €'. A spaced sign keeps the
 * delta readable next to the option name; zero gives undefined (the option shows 'included').
 */
export function formatPriceDelta(delta: number): string | undefined {
  const rounded = Math.round(delta * 100) / 100;
  if (!Number.isFinite(rounded) || rounded === 0) return undefined;
  return `${rounded > 0 ? '+' : '−'} ${formatPrice(Math.abs(rounded))}`;
}
