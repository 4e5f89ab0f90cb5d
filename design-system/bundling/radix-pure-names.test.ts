// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const { markKeepNamesPure, RADIX_MODULE } = createRequire(import.meta.url)('./radix-pure-names.cjs') as {
  markKeepNamesPure: (code: string) => string;
  RADIX_MODULE: RegExp;
};

describe('markKeepNamesPure', () => {
  it('marks bare __name calls pure: statements, class static blocks, nested ones', () => {
    const code = [
      'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });',
      'function at(a) { return a; }',
      '__name(at, "at");',
      'class OrderedDict extends Map { static {',
      '    __name(this, "OrderedDict");',
      '  } }',
      'function outer() { function inner() {} __name(inner, "inner"); return inner; }',
    ].join('\n');
    const out = markKeepNamesPure(code);
    expect(out).toContain('var __name = (target, value) =>');
    expect(out).toContain('\n/* @__PURE__ */ __name(at, "at");');
    expect(out).toContain('/* @__PURE__ */ __name(this, "OrderedDict");');
    expect(out).toContain('{} /* @__PURE__ */ __name(inner, "inner");');
    expect(out.match(/@__PURE__/g)).toHaveLength(3);
  });

  it('leaves annotated calls, other names and other files alone', () => {
    const annotated = 'const Provider = /* @__PURE__ */ __name((props) => props, "Provider");';
    expect(markKeepNamesPure(annotated)).toBe(annotated);
    const others = 'obj.__name(x); my__name(y); const t = "no helper here";';
    expect(markKeepNamesPure(others)).toBe(others);
    expect(RADIX_MODULE.test('/app/node_modules/@radix-ui/react-collection/dist/index.mjs')).toBe(true);
    expect(RADIX_MODULE.test('C:\\app\\node_modules\\@radix-ui\\react-slot\\dist\\index.mjs')).toBe(true);
    expect(RADIX_MODULE.test('/app/node_modules/react-aria/dist/private/i18n/utils.mjs')).toBe(false);
  });
});

describe('bundling Radix with it', () => {
  const bundle = async (plugins: Plugin[]) => {
    const result = await build({
      stdin: {
        contents: `import { NavigationMenu } from '@radix-ui/react-navigation-menu'; console.log(NavigationMenu);`,
        resolveDir: import.meta.dirname,
      },
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      logLevel: 'error',
      plugins,
    });
    return result.outputFiles[0]!.text;
  };
  const pureNames: Plugin = {
    name: 'radix-pure-names',
    setup(build) {
      build.onLoad({ filter: RADIX_MODULE }, (args) => ({
        contents: markKeepNamesPure(readFileSync(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };

  it('drops the Radix code nothing imports and keeps what is used', async () => {
    const plain = await bundle([]);
    const pure = await bundle([pureNames]);
    // react-collection's second implementation (OrderedDict) is unused by NavigationMenu.
    expect(plain).toContain('OrderedDict');
    expect(pure).not.toContain('OrderedDict');
    expect(pure).toContain('NavigationMenu');
    expect(pure.length).toBeLessThan(plain.length * 0.75);
  });
});
