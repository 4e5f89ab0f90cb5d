// @vitest-environment node
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { designSystemPlugin } from './design-system.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('design-system/no-raw-colour', designSystemPlugin.rules['no-raw-colour'], {
  valid: [
    '<b className="bg-maple-50 text-walnut-900" />',
    '<svg><circle className="stroke-maple-50" fill="currentColor" stroke="none" /></svg>',
    '<b style={{ color: "var(--color-walnut-900)" }} />',
    '<a href="#add" className="group-[.open]:flex" />',
    'cn("rounded-md", open && "ring-2 ring-amber-700")',
    'const label = "#fff is white";',
  ],
  invalid: [
    {
      code: '<b className="text-[#fcf9f4]" />',
      errors: [{ messageId: 'raw', data: { colour: '#fcf9f4', where: 'the className attribute' } }],
    },
    { code: '<b className={`p-2 ${x} bg-[rgb(0,0,0)]`} />', errors: [{ messageId: 'raw' }] },
    { code: '<Field fieldClassName="border-[oklch(0.7_0.1_60)]" />', errors: [{ messageId: 'raw' }] },
    { code: '<b style={{ color: "#fff", background: "hsl(30 20% 90%)" }} />', errors: 2 },
    {
      code: '<svg><circle stroke="#fcf9f4" /></svg>',
      errors: [{ messageId: 'raw', data: { colour: '#fcf9f4', where: 'the stroke attribute' } }],
    },
    {
      code: 'const b = cva(["text-walnut-900", "hover:bg-[#eee]"]);',
      errors: [{ messageId: 'raw', data: { colour: '#eee', where: 'cva()' } }],
    },
    { code: 'cn(open ? "bg-[#000]" : "bg-maple-50")', errors: 1 },
  ],
});

describe('the project lint config', () => {
  it('refuses raw colours in design-system/src and site/src, not in the flags', async () => {
    const eslint = new ESLint();
    const sample = 'export const Logo = () => <svg className="text-[#b45309]"><circle stroke="#fcf9f4" /></svg>;\n';
    const rules = async (filePath) =>
      (await eslint.lintText(sample, { filePath }))[0].messages
        .map((m) => m.ruleId)
        .filter((id) => id?.startsWith('design-system/'));
    expect(await rules('design-system/src/navigation/Header/Sample.tsx')).toEqual([
      'design-system/no-raw-colour',
      'design-system/no-raw-colour',
    ]);
    expect(await rules('site/src/components/Sample.tsx')).toHaveLength(2);
    expect(await rules('design-system/src/navigation/CountryFlag/CountryFlag.tsx')).toEqual([]);
  }, 60_000);
});
