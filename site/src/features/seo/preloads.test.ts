// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appScripts, chunkGroupScripts, MEGA_MENU_CHUNK, MEGA_MENU_MEDIA, pageDataPath } from './preloads';

describe('pageDataPath', () => {
  it('maps page paths to the page-data files Gatsby fetches', () => {
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataPath('/guitars')).toBe('/page-data/guitars/page-data.json');
    expect(pageDataPath('/de/blog/workshop/finishing-with-shellac/')).toBe(
      '/page-data/de/blog/workshop/finishing-with-shellac/page-data.json',
    );
  });
});

describe('chunkGroupScripts', () => {
  it("lists a template chunk's JavaScript files and leaves out the rest", () => {
    const stats = {
      assetsByChunkName: {
        'component---site-src-templates-product-tsx': ['commons-1.js', 'styles.css', 'component---product-2.js'],
      },
    };
    expect(chunkGroupScripts(stats, 'component---site-src-templates-product-tsx')).toEqual([
      '/commons-1.js',
      '/component---product-2.js',
    ]);
    expect(chunkGroupScripts(stats, 'component---unknown')).toEqual([]);
  });

  it('finds the mega menu chunk group the design system names', () => {
    // The header's sources (the component is split into parts), tests left out.
    const folder = path.resolve(import.meta.dirname, '../../../../design-system/src/navigation/Header');
    const header = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      .join('\n');
    expect(header).toContain(`webpackChunkName: "${MEGA_MENU_CHUNK}"`);
    expect(header).toContain(`matchMedia('${MEGA_MENU_MEDIA}')`);
  });

  it("names Gatsby's own scripts, the app chunk group's, in order (no stylesheet)", () => {
    const stats = {
      assetsByChunkName: {},
      namedChunkGroups: {
        app: {
          assets: [
            { name: 'webpack-runtime-1.js' },
            { name: 'framework-2.js' },
            { name: 'styles.css' },
            { name: 'app-3.js' },
          ],
        },
      },
    };
    expect(appScripts(stats)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(appScripts({ assetsByChunkName: {} })).toEqual([]);
  });
});
