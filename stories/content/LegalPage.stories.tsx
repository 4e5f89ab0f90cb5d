import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LegalPage } from '@tonewood/design-system';
import { inLang, mobile } from '../support/locale';
import { sampleLegal } from './sampleContent';

const meta = {
  title: 'Content/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
  args: { title: sampleLegal.en.title, markdown: sampleLegal.en.markdown, lastUpdated: '2026-03-01' },
  render: (args, context) => {
    const page = inLang(context, sampleLegal);
    return (
      <main>
        <LegalPage {...args} title={page.title} markdown={page.markdown} />
      </main>
    );
  },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTableOfContents: Story = {
  args: { showTableOfContents: true },
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(de ? 'Zuletzt aktualisiert: 1. März 2026' : 'Last updated: March 1, 2026'),
    ).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: de ? 'Inhalt' : 'Contents' });
    const entries = within(toc).getAllByRole('link');
    await expect(entries).toHaveLength(5);
    // Each entry points at a heading that exists in the body.
    for (const entry of entries) {
      const id = entry.getAttribute('href')!.slice(1);
      await expect(canvasElement.ownerDocument.getElementById(id)).not.toBeNull();
    }
    await userEvent.click(entries[4]!);
    await expect(window.location.hash).toBe(de ? '#4-lieferung' : '#4-delivery');
  },
};

export const WithoutTableOfContents: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Phone: Story = {
  args: { showTableOfContents: true },
  globals: mobile,
};
