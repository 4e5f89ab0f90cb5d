import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContactRequestForm } from '@tonewood/design-system';
import { mobile } from '../support/locale';
import { requestFormPlays } from './requestFormPlay';

const meta = {
  title: 'Engagement/ContactRequestForm',
  component: ContactRequestForm,
  args: { privacyHref: '/privacy', submit: fn(async () => 'sent' as const) },
  render: (args) => (
    <div className="max-w-2xl">
      <ContactRequestForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ContactRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const plays = requestFormPlays('contact');

export const Idle: Story = { play: plays.idle };

export const IdleOnPhone: Story = { ...Idle, globals: mobile };

/** An empty submit marks every required field and the consent; nothing is sent. */
export const Errors: Story = { play: plays.errors };

export const Success: Story = { play: plays.success };

/** A filled honeypot blocks the submission with the spam message. */
export const Spam: Story = { play: plays.spam };

/** The site function could not send the email: the form stays filled and says so. */
export const SendError: Story = {
  args: { submit: fn(async () => Promise.reject(new Error('SMTP 451'))) },
  play: plays.sendError,
};
