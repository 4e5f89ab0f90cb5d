// The Chromium every test and benchmark drives, and the flags it launches with: without the
// background-networking flags it floods this machine's closed network (see ENVIRONMENT.md).
// CHROME_PATH wins; else the first Chromium or Chrome found in the usual Linux and macOS places
// (Debian's /usr/bin/chromium first). `npm test` stops at once when there is none (system-parts.mjs).
import { existsSync } from 'node:fs';

/** Where a Chromium or Chrome usually lives, Debian's first. */
export const CHROMIUM_PLACES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** CHROME_PATH, else the first place that exists, else Debian's path (which then does not exist). */
export function findChromium(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return CHROMIUM_PLACES.find((place) => exists(place)) ?? CHROMIUM_PLACES[0];
}

export const chromiumExecutable = findChromium();

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
