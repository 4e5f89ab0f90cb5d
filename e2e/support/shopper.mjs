// A shopper in a browser context of their own: the page's language as the browser's locale, a
// device (viewport, touch), and the page errors and Content-Security-Policy violations the browser
// reported, collected for the journey to assert on.
import { BCP47 } from '@tonewood/rules';

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
