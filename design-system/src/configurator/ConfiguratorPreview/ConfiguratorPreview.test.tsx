import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfiguratorPreview } from './ConfiguratorPreview';

describe('ConfiguratorPreview', () => {
  it('is one image named by its label, with pictures as img and colours as masked boxes', () => {
    const { container } = render(
      <ConfiguratorPreview
        label="Custom Bass: Jazz body, oxblood red"
        layers={[
          { id: 'body', color: '#7a2626', mask: '/body.svg' },
          { id: 'guard', color: '#f4efe4', image: '/guard.svg' },
          { id: 'neck', image: '/neck.svg' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Custom Bass: Jazz body, oxblood red' })).toBeTruthy();
    const body = container.querySelector<HTMLElement>('[data-layer="body"]')!;
    expect(body.tagName).toBe('DIV');
    expect(body.style.background).toContain('rgb(122, 38, 38)');
    expect(body.style.getPropertyValue('mask-image')).toBe('url("/body.svg")');
    expect(container.querySelector<HTMLElement>('[data-layer="guard"]')!.style.getPropertyValue('mask-image')).toBe(
      'url("/guard.svg")',
    );
    const neck = container.querySelector<HTMLImageElement>('[data-layer="neck"]')!;
    expect(neck.tagName).toBe('IMG');
    expect(neck.getAttribute('src')).toBe('/neck.svg');
    expect(neck.alt).toBe('');
  });

  it('mirrors the stack, not the frame, for a left-handed build', () => {
    const { container, rerender } = render(<ConfiguratorPreview label="x" layers={[]} />);
    const stack = () => container.querySelector<HTMLElement>('[data-slot="preview-stack"]')!;
    expect(stack().style.transform).toBe('');
    rerender(<ConfiguratorPreview label="x" layers={[]} mirrored />);
    expect(stack().style.transform).toBe('scaleX(-1)');
  });

  it('keeps every preloaded image in the page, hidden and once each', () => {
    const { container } = render(
      <ConfiguratorPreview label="x" layers={[]} preload={['/a.svg', '/b.svg', '/a.svg']} />,
    );
    const preload = container.querySelector<HTMLElement>('[data-slot="preview-preload"]')!;
    expect(preload.hidden).toBe(true);
    expect([...preload.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/a.svg', '/b.svg']);
  });
});
