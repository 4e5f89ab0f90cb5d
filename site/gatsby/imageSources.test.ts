import { describe, expect, it } from 'vitest';
import { imageSourcesOf } from './imageSources';

const file = (publicURL: string | null) => ({ publicURL });

describe('imageSourcesOf', () => {
  it('gives one srcset per type, AVIF first as listed, each narrowest first', () => {
    expect(
      imageSourcesOf([
        { type: 'image/avif', width: 1280, file: file('/static/a/x-1280.avif') },
        { type: 'image/avif', width: 320, file: file('/static/b/x-320.avif') },
        { type: 'image/webp', width: 640, file: file('/static/c/x-640.webp') },
        { type: 'image/webp', width: 320, file: file('/static/d/x-320.webp') },
      ]),
    ).toEqual([
      { type: 'image/avif', srcSet: '/static/b/x-320.avif 320w, /static/a/x-1280.avif 1280w' },
      { type: 'image/webp', srcSet: '/static/d/x-320.webp 320w, /static/c/x-640.webp 640w' },
    ]);
  });

  it('leaves out candidates that were not downloaded, and a type with none left', () => {
    expect(
      imageSourcesOf([
        { type: 'image/avif', width: 320, file: null },
        { type: 'image/webp', width: 320, file: file(null) },
        { type: 'image/webp', width: 640, file: file('/static/c/x-640.webp') },
      ]),
    ).toEqual([{ type: 'image/webp', srcSet: '/static/c/x-640.webp 640w' }]);
  });

  it('gives none for a picture without candidates (a drawn SVG)', () => {
    expect(imageSourcesOf([])).toEqual([]);
  });
});
