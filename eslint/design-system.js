// The design system's lint rules, added to eslint.config.js as one block list.
//
// design-system/no-raw-colour: colours come from the tokens (Tailwind classes such as
// `bg-maple-50`, or `var(--color-maple-50)`), never as literals. It reports hex, rgb(), hsl(),
// hwb(), lab(), lch(), oklab(), oklch() and color() values in class names (className and
// *ClassName props, and the strings given to cn/cva/clsx/twMerge), in style props, and in
// SVG colour attributes (fill, stroke, stopColor, ...).
//
// eslint/design-system.test.mjs shows it refusing samples; by hand:
//   echo '<b className="text-[#fff]" />' | npx eslint --stdin --stdin-filename design-system/src/Sample.tsx

const RAW_COLOUR = /#[0-9a-f]{3,8}(?![0-9a-z_-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const CLASS_ATTRIBUTE = /^(?:class|className|[a-zA-Z]+ClassName)$/;
const COLOUR_ATTRIBUTES = new Set([
  'style',
  'color',
  'fill',
  'stroke',
  'stopColor',
  'floodColor',
  'lightingColor',
  'stop-color',
  'flood-color',
  'lighting-color',
]);
const CLASS_FUNCTIONS = new Set(['cn', 'cva', 'clsx', 'cx', 'twMerge', 'twJoin']);

/** Every string piece (literals, template text) inside a node, however deeply nested. */
function* stringsIn(node) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'Literal' && typeof node.value === 'string') yield [node, node.value];
  else if (node.type === 'TemplateElement') yield [node, node.value.cooked ?? node.value.raw];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof child.type === 'string') yield* stringsIn(child);
    }
  }
}

const noRawColour = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse raw colour values in class names, styles and SVG colours: use the tokens.' },
    messages: {
      raw: 'Raw colour "{{colour}}" in {{where}}: use a colour token (a Tailwind class such as bg-maple-50, or var(--color-…)).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, where) => {
      for (const [piece, text] of stringsIn(node)) {
        const match = RAW_COLOUR.exec(text);
        if (match) context.report({ node: piece, messageId: 'raw', data: { colour: match[0], where } });
      }
    };
    return {
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (CLASS_ATTRIBUTE.test(name) || COLOUR_ATTRIBUTES.has(name)) check(node.value, `the ${name} attribute`);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && CLASS_FUNCTIONS.has(node.callee.name)) {
          for (const argument of node.arguments) check(argument, `${node.callee.name}()`);
        }
      },
    };
  },
};

export const designSystemPlugin = { meta: { name: 'design-system' }, rules: { 'no-raw-colour': noRawColour } };

export default [
  {
    files: ['design-system/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}'],
    plugins: { 'design-system': designSystemPlugin },
    rules: { 'design-system/no-raw-colour': 'error' },
  },
  {
    // A flag's colours are its nation's, not the brand's: the one place raw colours belong.
    files: ['design-system/src/navigation/CountryFlag/CountryFlag.tsx'],
    rules: { 'design-system/no-raw-colour': 'off' },
  },
];
