// The Chromium the story baselines were recorded with (stories/__snapshots__/chromium.json), so a
// failing screenshot says in one line whether the browser changed since, and how to re-record.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const BASELINE_BROWSER_FILE = 'stories/__snapshots__/chromium.json';
export const RERECORD_COMMAND = 'npm run test:stories -- -u';

/** The Chromium version the baselines record, or null when they record none. */
export function readBaselineBrowser(file = BASELINE_BROWSER_FILE) {
  if (!existsSync(file)) return null;
  const { chromium } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof chromium === 'string' && chromium ? chromium : null;
}

/** Records `version` as the Chromium every baseline was made with (after a passing `-u` run). */
export function writeBaselineBrowser(version, file = BASELINE_BROWSER_FILE) {
  writeFileSync(file, `${JSON.stringify({ chromium: version }, null, 2)}\n`);
}

/**
 * One line for a screenshot that differs from its baseline when this run's Chromium is not the one
 * the baselines were recorded with, or null when it is the same (then a difference is the story's).
 */
export function browserChangeNote(recorded, current) {
  if (recorded === current) return null;
  const was = recorded ? `recorded with Chromium ${recorded}` : 'recorded with a Chromium they do not name';
  return (
    `The baselines were ${was}; this run uses Chromium ${current}. If the diffs ` +
    '(stories/__snapshots__/<lang>/__diff_output__/) show only the browser drawing differently, ' +
    `re-record after looking at them: ${RERECORD_COMMAND}`
  );
}
