import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria';
import { CookieBanner } from './CookieBanner';

function renderBanner(savedCategories?: { functional?: boolean; optional?: boolean }) {
  const onSave = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <CookieBanner
        cookiesHref="/cookies"
        onAcceptAll={vi.fn()}
        onDeclineAll={vi.fn()}
        onSave={onSave}
        savedCategories={savedCategories}
        defaultMode="customize"
      />
    </I18nProvider>,
  );
  return { onSave, status: () => screen.getByRole('status').textContent };
}

describe('CookieBanner customize', () => {
  it('flags unsaved changes against the saved choice, and clears the flag on save', () => {
    const { onSave, status } = renderBanner({ optional: true });
    expect(status()).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Functional' }));
    expect(status()).toBe('You have unsaved changes.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Optional' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ necessary: true, functional: true, optional: false });
    expect(status()).toBe('Your settings are saved.');
  });

  it('keeps necessary cookies on', () => {
    renderBanner();
    const necessary = screen.getByRole('checkbox', { name: /Necessary/ });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary.hasAttribute('disabled')).toBe(true);
  });
});
