import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button, buttonVariants } from './Button';

describe('buttonVariants', () => {
  it('defaults to the primary, medium button', () => {
    const classes = buttonVariants();
    expect(classes).toContain('bg-amber-700');
    expect(classes).toContain('h-11');
  });

  it('outputs the classes of the chosen variant and size only', () => {
    const classes = buttonVariants({ variant: 'outline', size: 'sm' });
    expect(classes).toContain('border-walnut-700');
    expect(classes).toContain('h-9');
    expect(classes).not.toContain('bg-amber-700');
    expect(classes).not.toContain('h-11');
  });
});

describe('Button', () => {
  it('is busy and disabled while loading, and keeps its label as its name', () => {
    render(<Button loading>Senden</Button>);
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders its child with button styling when asChild is set', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/guitars">Guitars</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Guitars' });
    expect(link.className).toContain('bg-walnut-800');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
