/**
 * Checkout and order pages (the client-only shells other than the cart) show the simplified
 * header: logo, language/country and cart, no menus. Every other page shows the full header.
 */
export function usesSimplifiedHeader(pageContext: { shell?: string } | undefined): boolean {
  return pageContext?.shell !== undefined && pageContext.shell !== 'cart';
}
