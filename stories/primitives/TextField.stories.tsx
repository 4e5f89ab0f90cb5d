import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField, TextField } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const copy = {
  en: {
    email: 'Email address',
    hint: 'We answer within 1-3 business days.',
    error: 'Please enter a valid email address',
    company: 'Company',
    note: 'Your idea',
    noteHint: 'Body shape, woods, pickups: anything you already know.',
  },
  de: {
    email: 'E-Mail-Adresse',
    hint: 'Wir antworten innerhalb von 1-3 Werktagen.',
    error: 'Bitte gib eine gültige E-Mail-Adresse ein',
    company: 'Firma',
    note: 'Deine Idee',
    noteHint: 'Korpusform, Hölzer, Tonabnehmer: alles, was du schon weißt.',
  },
};

const meta = { title: 'Primitives/TextField', component: TextField, args: { label: 'Email address' } } satisfies Meta<
  typeof TextField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (_, context) => {
    const c = inLang(context, copy);
    return (
      <div className="grid max-w-md gap-6">
        <TextField label={c.email} type="email" description={c.hint} name="email" />
        <TextField label={c.email} type="email" defaultValue="max@" error={c.error} name="email-invalid" />
        <TextField label={c.company} optional name="company" />
        <TextField label={c.company} disabled defaultValue="Tonewood GmbH" name="company-disabled" />
        <TextAreaField label={c.note} description={c.noteHint} name="annotation" />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'de' ? 'de' : 'en'];
    const canvas = within(canvasElement);
    const [valid, invalid] = canvas.getAllByLabelText(c.email);
    // Label, description and error are wired to the input for screen readers.
    await expect(valid).toHaveAccessibleDescription(c.hint);
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(c.error);
    await expect(canvas.getByRole('alert')).toHaveTextContent(c.error);
    await userEvent.type(valid!, 'anna@example.com');
    await expect(valid).toHaveValue('anna@example.com');
    await expect(canvas.getByText(/\(optional\)/)).toBeVisible();
  },
};
