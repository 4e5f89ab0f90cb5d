// The built and served site as plain HTTP and files: no browser.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** A GET (or `init`) of a site path that does not follow redirects. */
export const siteGet =
  (siteUrl) =>
  (p, init = {}) =>
    fetch(`${siteUrl}${p}`, { redirect: 'manual', ...init });

/** Every HTML page of the build (not Gatsby's slice fragments, page data or static files). */
export function htmlFiles(publicDir, dir = publicDir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['static', 'page-data', '_gatsby', '~partytown'].includes(entry.name))
        files.push(...htmlFiles(publicDir, full));
    } else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files;
}
