// The shipping matrix for the cart page's estimate: loads the resolver (resolve.ts) and through it
// the matrix, once; the store holds it then. Its own module, so it is not first-load code.
import type { CommerceConnection } from '../../lib/data';

export const loadShippingMatrix = (commerce: CommerceConnection) =>
  import('./resolve').then((m) => m.loadShippingMatrix(commerce));
