import { describe, expect, it } from 'vitest';
import { drawnByBrowser, nativeControlsMessage, type ControlFacts } from './native-controls.ts';

const control = (facts: Partial<ControlFacts>): ControlFacts => ({
  tag: 'input',
  type: 'text',
  appearance: 'auto',
  borderStyle: 'solid',
  name: 'x',
  ...facts,
});

describe('drawnByBrowser', () => {
  it("flags the gallery story's old stand-in: a plain radio", () => {
    expect(drawnByBrowser(control({ type: 'radio' }))).toBe(true);
    expect(drawnByBrowser(control({ type: 'checkbox' }))).toBe(true);
  });

  it('flags a select that keeps its native arrow, whatever its border', () => {
    expect(drawnByBrowser(control({ tag: 'select', type: '' }))).toBe(true);
  });

  it('flags a button or text field with the browser frame', () => {
    expect(drawnByBrowser(control({ tag: 'button', type: '', appearance: 'button', borderStyle: 'outset' }))).toBe(
      true,
    );
    expect(drawnByBrowser(control({ borderStyle: 'inset' }))).toBe(true);
  });

  it("passes the design system's controls", () => {
    // Select: appearance none and a chevron of its own.
    expect(drawnByBrowser(control({ tag: 'select', type: '', appearance: 'none' }))).toBe(false);
    // Button and text field with an author border: Chromium draws nothing of its own.
    expect(drawnByBrowser(control({ tag: 'button', type: '', appearance: 'button' }))).toBe(false);
    expect(drawnByBrowser(control({ tag: 'textarea', type: '' }))).toBe(false);
    expect(drawnByBrowser(control({ type: 'email' }))).toBe(false);
    // A radio styled with appearance none.
    expect(drawnByBrowser(control({ type: 'radio', appearance: 'none' }))).toBe(false);
  });
});

describe('nativeControlsMessage', () => {
  it('names the story and each control', () => {
    const message = nativeControlsMessage('Commerce/ProductGallery › Variant pictures', [
      control({ type: 'radio', name: 'Oxblood, left-handed' }),
    ]);
    expect(message).toContain('Commerce/ProductGallery › Variant pictures');
    expect(message).toContain('<input type="radio"> "Oxblood, left-handed"');
    expect(message).toContain('appearance: none');
  });
});
