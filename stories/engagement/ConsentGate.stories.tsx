import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentGate, engagementStrings, type ConsentGateProps } from '@tonewood/design-system';
import { InstrumentArt } from '../support/InstrumentArt';
import { inLang, langOf, type Lang } from '../support/locale';

const text = (lang: Lang) => engagementStrings[lang];

const sample = {
  en: { video: 'Workshop tour: carving a bass neck', form: 'Hosted contact form', art: 'A bass in amber burst' },
  de: {
    video: 'Werkstattrundgang: einen Basshals schnitzen',
    form: 'Eingebettetes Kontaktformular',
    art: 'Ein Bass in Amber Burst',
  },
};

/** Stands in for the real embed (a video iframe or the hosted form) in the stories. */
function Embed({ kind, label, art }: { kind: ConsentGateProps['kind']; label: string; art: string }) {
  return kind === 'video' ? (
    <figure data-testid="embed" className="overflow-hidden rounded-lg">
      <InstrumentArt kind="bass" finish="#8f5a0f" background="#ecdfc9" label={art} />
      <figcaption className="bg-walnut-900 px-4 py-2 text-sm text-maple-50">{label}</figcaption>
    </figure>
  ) : (
    <div data-testid="embed" className="rounded-lg border border-maple-300 bg-white p-6">
      {label}
    </div>
  );
}

const meta = {
  title: 'Engagement/ConsentGate',
  component: ConsentGate,
  args: { kind: 'video', consented: false, onAccept: fn(), children: null, cookiesHref: '/cookies' },
  render: (args, context) => {
    const c = inLang(context, sample);
    return (
      <div className="max-w-2xl">
        <ConsentGate {...args} title={args.kind === 'video' ? c.video : undefined}>
          <Embed kind={args.kind} label={args.kind === 'video' ? c.video : c.form} art={c.art} />
        </ConsentGate>
      </div>
    );
  },
} satisfies Meta<typeof ConsentGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VideoPlaceholder: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = text(langOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('embed')).toBeNull();
    await expect(canvas.getByText(t.videoBlocked, { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.videoAccept }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement).blur();
  },
};

export const ContactFormPlaceholder: Story = {
  args: { kind: 'contactForm' },
  play: async ({ canvasElement, globals }) => {
    const t = text(langOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('embed')).toBeNull();
    await expect(canvas.getByRole('button', { name: t.contactFormAccept })).toBeVisible();
  },
};

export const VideoAccepted: Story = {
  args: { consented: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('embed')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** With the site's consent state wired in: accepting shows the embed in place of the placeholder. */
export const AcceptShowsTheEmbed: Story = {
  args: { kind: 'contactForm' },
  render: function Render(args, context) {
    const [consented, setConsented] = useState(false);
    const c = inLang(context, sample);
    return (
      <div className="max-w-2xl">
        <ConsentGate {...args} consented={consented} onAccept={() => setConsented(true)}>
          <Embed kind="contactForm" label={c.form} art={c.art} />
        </ConsentGate>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(langOf({ globals })).contactFormAccept }));
    await expect(canvas.getByTestId('embed')).toBeVisible();
  },
};
