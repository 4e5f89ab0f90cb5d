// @vitest-environment node
// The dependency rule (eslint/boundaries.js) fails on a violation: the repository's own ESLint
// configuration lints a few lines as if they were written in the named file.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const boundaryErrors = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
};

// The first lint loads every plugin of the configuration: seconds on a busy machine.
describe('the dependency rule', { timeout: 60_000 }, () => {
  it("refuses a feature reaching into another feature's internals", async () => {
    const errors = await boundaryErrors(
      'site/src/features/seo/example.ts',
      "import { ProductTile } from '../catalog/ProductTile';\nexport const x = ProductTile;\n",
    );
    expect(errors).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it('refuses a template importing a feature file other than its index', async () => {
    const errors = await boundaryErrors(
      'site/src/templates/example.tsx',
      "import { productPrice } from '../features/catalog/price.mjs';\nexport const x = productPrice;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the design system importing from the site', async () => {
    const errors = await boundaryErrors(
      'design-system/src/example.ts',
      "import { SiteLink } from '../../site/src/features/i18n';\nexport const x = SiteLink;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports from the site')]);
  });

  it('allows a feature index, and the plain-JS rule modules to Node code', async () => {
    expect(
      await boundaryErrors(
        'site/src/features/seo/example.ts',
        "import { SiteLink } from '../i18n';\nexport const x = SiteLink;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'site/gatsby/example.ts',
        "import { VERSION_PATH } from '../src/features/resilience/version.mjs';\nexport const x = VERSION_PATH;\n",
      ),
    ).toEqual([]);
  });
});
