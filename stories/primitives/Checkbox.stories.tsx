import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const copy = {
  en: {
    consent: 'I agree that Tonewood may store my details to answer my request.',
    hint: 'You can withdraw this at any time.',
    error: 'Please confirm that we may contact you.',
    news: 'Send me the workshop newsletter',
  },
  de: {
    consent: 'Ich bin einverstanden, dass Tonewood meine Angaben zur Beantwortung meiner Anfrage speichert.',
    hint: 'Du kannst das jederzeit widerrufen.',
    error: 'Bitte bestätige, dass wir dich kontaktieren dürfen.',
    news: 'Schickt mir den Werkstatt-Newsletter',
  },
};

const meta = { title: 'Primitives/Checkbox', component: Checkbox, args: { label: 'Consent' } } satisfies Meta<
  typeof Checkbox
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (_, context) => {
    const c = inLang(context, copy);
    return (
      <div className="grid max-w-md gap-6">
        <Checkbox label={c.consent} description={c.hint} name="consent" />
        <Checkbox label={c.consent} error={c.error} name="consent-invalid" />
        <Checkbox label={c.news} defaultChecked name="news" />
        <Checkbox label={c.news} disabled name="news-disabled" />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'de' ? 'de' : 'en'];
    const canvas = within(canvasElement);
    const [consent, invalid] = canvas.getAllByRole('checkbox', { name: c.consent });
    await expect(consent).not.toBeChecked();
    // Clicking the label and pressing Space both toggle it.
    await userEvent.click(canvas.getAllByText(c.consent)[0]!);
    await expect(consent).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAccessibleDescription(c.hint);
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(c.error);
  },
};
