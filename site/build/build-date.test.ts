import { describe, expect, it } from 'vitest';
import { BUILD_DATE_PLACEHOLDER, fillBuildDate, formatBuildDate } from './build-date.mjs';

describe('the build date in Strapi texts', () => {
  // 23:30 UTC on 30 November is already 1 December in Leipzig.
  const late = new Date('2026-11-30T23:30:00Z');

  it('is written in the page language, on the shop’s calendar day', () => {
    expect(formatBuildDate('en', late)).toBe('December 1, 2026');
    expect(formatBuildDate('de', late)).toBe('1. Dezember 2026');
  });

  it('replaces every placeholder and leaves the rest of the HTML as it was', () => {
    const html = `<p>Built on ${BUILD_DATE_PLACEHOLDER}.</p><p>Again: ${BUILD_DATE_PLACEHOLDER}</p>`;
    expect(fillBuildDate(html, 'de', late)).toBe('<p>Built on 1. Dezember 2026.</p><p>Again: 1. Dezember 2026</p>');
  });

  it('leaves a text without the placeholder untouched', () => {
    expect(fillBuildDate('<p>{{other}} {buildDate}</p>', 'en', late)).toBe('<p>{{other}} {buildDate}</p>');
  });
});
