// The withdrawal form before and after hydration: the server's button cannot submit the form the
// browser's way (a GET with the name and email in the address); hydrated, it submits it.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithdrawalView } from './WithdrawalView';

const view = createElement(WithdrawalView, { language: 'en', search: '' });

describe('WithdrawalView', () => {
  it('renders a plain button on the server, a submit button once hydrated, and a tap kept by the loader submits', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(view);
    document.body.append(container);
    const form = container.querySelector('form')!;
    const server = within(form).getAllByRole('button').at(-1)!;
    expect(server.getAttribute('type')).toBe('button');
    await act(async () => {
      hydrateRoot(container, view);
    });
    const button = within(form).getAllByRole('button').at(-1)!;
    expect(button.getAttribute('type')).toBe('submit');
    // The loader's replay can come before the re-render: a click on the plain button submits too.
    button.setAttribute('type', 'button');
    await act(async () => {
      fireEvent.click(button);
    });
    // Submitted: the empty required fields report their errors.
    expect(await screen.findAllByRole('alert').catch(() => [])).not.toHaveLength(0);
  });
});
