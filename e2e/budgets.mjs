// Page weight: the built site's first-load JavaScript per page type (gzip, from webpack's stats)
// stays within its budget (site/build/first-load-budget.mjs). A size check, not a timing.
import assert from 'node:assert/strict';
import { firstLoadJs } from '../site/build/first-load-budget.mjs';

export function budgetChecks({ publicDir }) {
  return {
    async 'first-load JS of every page type stays within its budget (gzip; site/build/first-load-budget.mjs)'() {
      const pages = firstLoadJs(publicDir);
      // The templates the budgets are about must be in the build (a renamed template is no pass).
      for (const template of ['product', 'client-only', 'checkout', 'configurator', 'home', 'category'])
        assert.ok(
          pages.some((p) => p.template === template),
          `no chunk group for the ${template} template in webpack.stats.json`,
        );
      const over = pages.filter((p) => p.kb > p.budget);
      assert.deepEqual(
        over.map(
          (p) => `${p.label}: ${p.kb.toFixed(1)} KB > ${p.budget} KB (${p.files.map((f) => f.name).join(', ')})`,
        ),
        [],
        'first-load JS over budget',
      );
      return pages.map((p) => `${p.template} ${p.kb.toFixed(1)}`).join(', ');
    },
  };
}
