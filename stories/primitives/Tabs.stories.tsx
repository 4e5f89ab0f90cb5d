import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const copy = {
  en: {
    label: 'Instrument details',
    specs: 'Specifications',
    woods: 'Tonewoods',
    care: 'Care',
    specsText: 'Scale 25.5", 22 medium-jumbo frets, bone nut.',
    woodsText: 'Swamp ash body, roasted maple neck, Indian rosewood fretboard.',
    careText: 'Wipe with a dry cloth; keep between 45 and 55% humidity.',
  },
  de: {
    label: 'Instrumentdetails',
    specs: 'Daten',
    woods: 'Tonhölzer',
    care: 'Pflege',
    specsText: 'Mensur 25,5", 22 Medium-Jumbo-Bünde, Knochensattel.',
    woodsText: 'Korpus aus Sumpfesche, Hals aus geröstetem Ahorn, Griffbrett aus Ostindischem Palisander.',
    careText: 'Mit einem trockenen Tuch abwischen; bei 45 bis 55 % Luftfeuchte lagern.',
  },
};

const meta = { title: 'Primitives/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (_, context) => {
    const c = inLang(context, copy);
    return (
      <Tabs defaultValue="specs" className="max-w-xl">
        <TabsList aria-label={c.label}>
          <TabsTrigger value="specs">{c.specs}</TabsTrigger>
          <TabsTrigger value="woods">{c.woods}</TabsTrigger>
          <TabsTrigger value="care">{c.care}</TabsTrigger>
        </TabsList>
        <TabsContent value="specs">{c.specsText}</TabsContent>
        <TabsContent value="woods">{c.woodsText}</TabsContent>
        <TabsContent value="care">{c.careText}</TabsContent>
      </Tabs>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'de' ? 'de' : 'en'];
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: c.specs });
    await userEvent.click(first);
    // Arrow keys move between tabs and show their panels.
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: c.woods });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(c.woodsText);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: c.care })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};
