import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, SearchDialog, SearchResultList, type SearchFilters, type SearchResult } from '@tonewood/design-system';
import { products } from '../commerce/samples';
import { inLang, langOf, mobile, type Lang } from '../support/locale';

const results = (lang: Lang): SearchResult[] => [
  {
    url: `${lang === 'de' ? '/de' : ''}/blog/three-basses-for-a-touring-band`,
    kind: 'journal',
    title: lang === 'de' ? 'Drei Bässe für eine Tourband' : 'Three basses for a touring band',
    excerpt:
      lang === 'de'
        ? 'Wie wir für eine Tourbassistin drei aufeinander abgestimmte Bässe gebaut haben.'
        : 'How we built three matched basses for a touring musician.',
  },
  {
    url: `${lang === 'de' ? '/de' : ''}${products.heron.href}`,
    kind: 'product',
    title: products.heron.name,
    excerpt: products.heron.subtitle[lang],
    image: products.heron.src,
    price: 2450,
    reduction: { original: 2790, lowest: 2690 },
    availability: 'available',
  },
  {
    url: `${lang === 'de' ? '/de' : ''}/basses/atlas-fretless`,
    kind: 'product',
    title: 'Atlas Fretless',
    excerpt: lang === 'de' ? 'Bundloser Bass mit Ebenholzgriffbrett' : 'Fretless bass with an ebony fingerboard',
    image: products.heron.src,
    price: 2690.5,
    availability: 'built-to-order',
  },
  {
    url: `${lang === 'de' ? '/de' : ''}/about`,
    kind: 'page',
    title: lang === 'de' ? 'Über uns' : 'About us',
    excerpt:
      lang === 'de'
        ? 'Vier Menschen, eine Werkstatt in Leipzig und rund sechzig Gitarren, Bässe und Bassverstärker im Jahr.'
        : 'Four people, one workshop in Leipzig and about sixty guitars and basses a year.',
  },
];

const categories = (lang: Lang) =>
  lang === 'de'
    ? [
        { value: 'Bässe', count: 6 },
        { value: 'Gitarren', count: 8 },
      ]
    : [
        { value: 'Basses', count: 6 },
        { value: 'Guitars', count: 8 },
      ];

const strings = {
  en: {
    open: 'Open search',
    field: 'Search the shop',
    close: 'Close',
    products: 'Products',
    none: 'Nothing found for “Ukulele”.',
  },
  de: {
    open: 'Suche öffnen',
    field: 'Im Shop suchen',
    close: 'Schließen',
    products: 'Produkte',
    none: 'Keine Treffer für „Ukulele“.',
  },
} satisfies Record<Lang, Record<string, string>>;

/** The dialog with a trigger and a tiny in-memory search over the sample results. */
function Demo({
  lang,
  initialOpen,
  initialQuery,
  status: fixedStatus,
  onNavigate,
}: {
  lang: Lang;
  initialOpen: boolean;
  initialQuery: string;
  status?: 'loading' | 'error';
  onNavigate: (url: string) => void;
}) {
  const [open, setOpen] = useState(initialOpen);
  const [query, setQuery] = useState(initialQuery);
  const [filters, setFilters] = useState<SearchFilters>({ category: '', availability: '' });
  const term = query.trim().toLowerCase();
  const found = term
    ? results(lang).filter(
        (r) =>
          `${r.title} ${r.excerpt}`.toLowerCase().includes(term) &&
          (!filters.availability || r.availability === filters.availability) &&
          (!filters.category || r.kind === 'product'),
      )
    : [];
  return (
    <>
      <Button onClick={() => setOpen(true)}>{strings[lang].open}</Button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        query={query}
        onQueryChange={setQuery}
        results={fixedStatus ? [] : found}
        status={fixedStatus ?? (term ? 'ready' : 'idle')}
        categoryOptions={categories(lang)}
        availabilityOptions={[
          { value: 'available', count: 9 },
          { value: 'built-to-order', count: 5 },
          { value: 'out-of-stock', count: 4 },
        ]}
        filters={filters}
        onFiltersChange={setFilters}
        onNavigate={(url) => {
          setOpen(false);
          onNavigate(url);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/SearchDialog',
  component: SearchDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    results: [],
    status: 'idle',
    onNavigate: fn(),
  },
  render: (args, context) => (
    <Demo
      lang={langOf(context)}
      initialOpen={args.open}
      initialQuery={args.query}
      status={args.status === 'loading' || args.status === 'error' ? args.status : undefined}
      onNavigate={args.onNavigate}
    />
  ),
} satisfies Meta<typeof SearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** The result options (the filters' <select>s have options too). */
async function resultOptions(box: HTMLElement) {
  const listboxes = await within(box).findAllByRole('listbox');
  return listboxes.flatMap((listbox) => within(listbox).queryAllByRole('option'));
}

export const KeyboardJourney: Story = {
  name: 'Keyboard: type, arrows, Enter; Escape returns focus',
  args: { open: false },
  play: async ({ canvasElement, globals, args }) => {
    const lang: Lang = globals.locale === 'de' ? 'de' : 'en';
    const s = strings[lang];
    const trigger = within(canvasElement).getByRole('button', { name: s.open });
    await userEvent.click(trigger);
    const box = await dialog();
    const field = within(box).getByRole('combobox', { name: s.field });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'bass');
    // Grouped, a listbox per group: products first, then journal and pages.
    const listboxes = await within(box).findAllByRole('listbox');
    await expect(listboxes).toHaveLength(3);
    await expect(listboxes[0]).toHaveAccessibleName(s.products);
    const options = await resultOptions(box);
    await expect(options[0]).toHaveTextContent(products.heron.name);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(`${lang === 'de' ? '/de' : ''}${products.heron.href}`);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Open again and close with Escape: focus goes back to the button.
    await userEvent.click(trigger);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Results: Story = {
  name: 'Results: products with price and availability, journal, pages',
  args: { query: 'bass' },
  play: async ({ globals }) => {
    const box = await dialog();
    const options = await resultOptions(box);
    await expect(options).toHaveLength(4);
    await expect(options[0]).toHaveTextContent(globals.locale === 'de' ? 'ab' : 'from');
    await expect(options[0]).toHaveTextContent('2.450 €');
    // A reduced product names its 30-day lowest price; its badge is computed against it (-9 %, not -12 %).
    await expect(options[0]).toHaveTextContent(
      globals.locale === 'de'
        ? 'Niedrigster Preis der letzten 30 Tage: 2.690 €'
        : 'Lowest price in the last 30 days: 2.690 €',
    );
    await expect(options[0]!.querySelector('[data-slot="price-badge"]')?.textContent).toContain('-9');
    await expect(options[1]).toHaveTextContent('2.690,50 €');
    await expect(options[1]!.querySelector('[data-slot="price-lowest"]')).toBeNull();
  },
};

export const Filtered: Story = {
  name: 'Filter by availability',
  args: { query: 'bass' },
  play: async ({ globals }) => {
    const box = await dialog();
    const select = within(box).getByRole('combobox', {
      name: globals.locale === 'de' ? 'Verfügbarkeit' : 'Availability',
    });
    await userEvent.selectOptions(select, 'built-to-order');
    await waitFor(async () => expect(await resultOptions(box)).toHaveLength(1));
    await expect((await resultOptions(box))[0]).toHaveTextContent('Atlas Fretless');
  },
};

export const NoResults: Story = {
  args: { query: 'Ukulele' },
  play: async ({ globals }) => {
    const box = await dialog();
    await expect(within(box).getByRole('status')).toHaveTextContent(
      strings[globals.locale === 'de' ? 'de' : 'en'].none,
    );
    await expect(within(box).queryByRole('listbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { query: 'Gitarre', status: 'loading' },
  play: async ({ globals }) => {
    const box = await dialog();
    await expect(within(box).getByRole('status')).toHaveTextContent(
      globals.locale === 'de' ? 'Suche läuft' : 'Searching',
    );
  },
};

export const Unavailable: Story = {
  name: 'Search not available',
  args: { query: 'Gitarre', status: 'error' },
  play: async ({ globals }) => {
    const box = await dialog();
    await expect(within(box).getByRole('status')).toHaveTextContent(
      globals.locale === 'de' ? 'Die Suche ist gerade nicht verfügbar' : 'Search is not available right now',
    );
  },
};

export const OnPhone: Story = {
  name: 'On a phone, with results',
  args: { query: 'bass' },
  globals: mobile,
  play: async () => {
    const box = await dialog();
    await expect(await resultOptions(box)).toHaveLength(4);
  },
};

/** The search page's list: the same groups as plain links. */
export const PageList: StoryObj = {
  name: 'Result list on the search page',
  render: (_args, context) => <SearchResultList results={results(langOf(context))} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(
      canvas.getByRole('heading', { name: inLang({ globals }, { en: 'Pages', de: 'Seiten' }) }),
    ).toBeVisible();
  },
};
