import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokenList, type TokenEntry } from '@tonewood/tokens';
import { expect, within } from 'storybook/test';

const byPrefix = (prefix: string) => tokenList.filter((t) => t.name.startsWith(prefix));

function Swatch({ token }: { token: TokenEntry }) {
  return (
    <figure className="m-0 flex flex-col gap-2" data-token={token.name}>
      <div
        className="h-16 rounded-md border border-maple-300 shadow-sm"
        style={{ background: `var(${token.cssVar})` }}
      />
      <figcaption className="text-xs leading-snug">
        <strong className="block font-semibold">{token.name.replace('color.', '')}</strong>
        <code className="text-walnut-600">{String(token.value)}</code>
        <span className="block text-walnut-600">{token.description}</span>
      </figcaption>
    </figure>
  );
}

function TokensPage() {
  const colors = byPrefix('color.');
  const sizes = byPrefix('font.size.');
  const spacing = byPrefix('spacing.').filter((t) => t.name !== 'spacing.base');
  const radii = byPrefix('radius.');
  const shadows = byPrefix('shadow.');
  const motion = byPrefix('motion.');
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-12 text-walnut-900">
      <header>
        <h1 className="text-4xl font-semibold">Tonewood design tokens</h1>
        <p className="mt-2 max-w-2xl text-walnut-600">
          One source (DTCG JSON in <code>tokens/src</code>) builds the CSS variables, the Tailwind theme and the typed
          object this page reads.
        </p>
      </header>
      <section aria-labelledby="palette">
        <h2 id="palette" className="mb-4 text-2xl font-semibold">
          Palette
        </h2>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
          {colors.map((t) => (
            <Swatch key={t.name} token={t} />
          ))}
        </div>
      </section>
      <section aria-labelledby="type">
        <h2 id="type" className="mb-4 text-2xl font-semibold">
          Type scale
        </h2>
        <p className="mb-4 text-sm text-walnut-600">
          Fraunces for headings, Inter for text; both self-hosted from npm.
        </p>
        <div className="flex flex-col gap-3">
          {sizes.map((t) => (
            <div key={t.name} className="flex items-baseline gap-6 border-b border-maple-200 pb-2" data-token={t.name}>
              <code className="w-40 shrink-0 text-xs text-walnut-600">
                {t.name.replace('font.size.', 'text-')} · {String(t.value)}
              </code>
              <span className="font-display leading-tight" style={{ fontSize: `var(${t.cssVar})` }}>
                Handmade in the workshop
              </span>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="spacing">
        <h2 id="spacing" className="mb-4 text-2xl font-semibold">
          Spacing
        </h2>
        <div className="flex flex-col gap-2">
          {spacing.map((t) => (
            <div key={t.name} className="flex items-center gap-4" data-token={t.name}>
              <code className="w-40 shrink-0 text-xs text-walnut-600">
                {t.name} · {String(t.value)}
              </code>
              <div className="h-4 rounded-sm bg-amber-700" style={{ width: `var(${t.cssVar})` }} />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="shape" className="grid gap-8 sm:grid-cols-2">
        <div>
          <h2 id="shape" className="mb-4 text-2xl font-semibold">
            Radius and shadow
          </h2>
          <div className="flex flex-wrap gap-4">
            {[...radii, ...shadows].map((t) => (
              <div key={t.name} className="flex w-28 flex-col items-center gap-2 text-xs" data-token={t.name}>
                <div
                  className="size-20 border border-maple-300 bg-white"
                  style={
                    t.name.startsWith('radius')
                      ? { borderRadius: `var(${t.cssVar})` }
                      : { boxShadow: `var(${t.cssVar})`, borderRadius: 'var(--radius-md)' }
                  }
                />
                <code>{t.name}</code>
              </div>
            ))}
          </div>
        </div>
        <div>
          <h2 className="mb-4 text-2xl font-semibold">Motion</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {motion.map((t) => (
              <div key={t.name} className="contents">
                <dt>
                  <code>{t.name.replace('motion.', '')}</code>
                </dt>
                <dd className="m-0 text-walnut-600">
                  {String(t.value)} — {t.description}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </main>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokensPage>;
export default meta;

export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Palette' })).toBeVisible();
    // The page is generated from the token list: every colour token has a swatch.
    const swatches = canvasElement.querySelectorAll('[data-token^="color."]');
    await expect(swatches.length).toBe(byPrefix('color.').length);
    await expect(canvas.getByText(/400ms — Carousel slide transition/)).toBeVisible();
    await expect(canvas.getByText(/5000ms — Carousel autoplay interval/)).toBeVisible();
  },
};
