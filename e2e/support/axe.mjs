import assert from 'node:assert/strict';
import { getViolations, injectAxe } from 'axe-playwright';

/** Fails naming each axe violation on the page, or within the element `within` selects. */
export async function axeClean(page, what, within) {
  await injectAxe(page);
  const violations = await getViolations(page, within);
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe on ${what}`,
  );
}
