import { describe, expect, it } from 'vitest';
import { pageDataPath, templateScripts } from './preloads';

describe('pageDataPath', () => {
  it('maps page paths to the page-data files Gatsby fetches', () => {
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataPath('/guitars')).toBe('/page-data/guitars/page-data.json');
    expect(pageDataPath('/de/blog/workshop/finishing-with-shellac/')).toBe(
      '/page-data/de/blog/workshop/finishing-with-shellac/page-data.json',
    );
  });
});

describe('templateScripts', () => {
  it("lists a template chunk's JavaScript files and leaves out the rest", () => {
    const stats = {
      assetsByChunkName: {
        'component---site-src-templates-product-tsx': ['commons-1.js', 'styles.css', 'component---product-2.js'],
      },
    };
    expect(templateScripts(stats, 'component---site-src-templates-product-tsx')).toEqual([
      '/commons-1.js',
      '/component---product-2.js',
    ]);
    expect(templateScripts(stats, 'component---unknown')).toEqual([]);
  });
});
