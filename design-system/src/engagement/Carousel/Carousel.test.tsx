import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Carousel } from './Carousel';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const active = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-slot="carousel-slide"]')).findIndex((s) => s.hasAttribute('data-active'));

const slides = ['One', 'Two', 'Three'].map((t) => <p key={t}>{t}</p>);

describe('Carousel autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances one slide every 5000 ms by default', () => {
    mockReducedMotion(false);
    const { container } = render(
      <Carousel label="Gallery" autoplay>
        {slides}
      </Carousel>,
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(active(container)).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(active(container)).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(active(container)).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(active(container)).toBe(0); // wraps around
  });

  it('never autoplays and never animates when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(
      <Carousel label="Gallery" autoplay>
        {slides}
      </Carousel>,
    );
    act(() => vi.advanceTimersByTime(20000));
    expect(active(container)).toBe(0);
    expect(container.querySelector<HTMLElement>('[aria-live]')!.style.transitionDuration).toBe('0ms');
    expect(container.querySelector('[data-slot="carousel-autoplay"]')).toBeNull();
  });
});
