// A shopper in a browser context of their own: the page's language as the browser's locale, a
// device (viewport, touch), and the page errors and Content-Security-Policy violations the browser
// reported, collected for the journey to assert on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BCP47 } from '@tonewood/rules';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';

/** @returns {Promise<{ context: any, tab: any, errors: string[], violations: string[] }>} */
export async function openAsShopper(page, language, device) {
  const context = await page
    .context()
    .browser()
    .newContext({ locale: BCP47[language], ...device });
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  return { context, tab, errors, violations: cspViolations(tab) };
}

/** The Content-Security-Policy violations the browser reports in a tab's console, as they come. */
export function cspViolations(tab) {
  const violations = [];
  tab.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

/**
 * A shopper whose browser blocks site data: a Chromium of its own whose profile sets "Don't allow
 * sites to save data" (the content setting for cookies, which covers local and session storage and
 * Web Locks: reading window.localStorage throws a SecurityError). `close` ends it and its profile.
 */
export async function openWithSiteDataBlocked(language, device) {
  const profile = mkdtempSync(path.join(tmpdir(), 'tonewood-blocked-'));
  mkdirSync(path.join(profile, 'Default'));
  const preferences = { profile: { default_content_setting_values: { cookies: 2 } } };
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable,
    args: chromiumArgs,
    locale: BCP47[language],
    ...device,
  });
  const tab = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, tab, errors, violations: cspViolations(tab), close };
}
