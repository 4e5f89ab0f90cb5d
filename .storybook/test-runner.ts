import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { drawnByBrowser, nativeControlsMessage, type ControlFacts } from './native-controls.ts';

// One run of the test-runner covers one language; scripts/test-stories.mjs runs it for en and de.
const locale = process.env.STORY_LOCALE === 'de' ? 'de' : 'en';
// The viewports of preview.tsx; a story without one is shown at desktop width.
const viewports: Record<string, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  smallPhone: { width: 320, height: 640 },
  desktop: { width: 1280, height: 800 },
};

async function viewportFor(page: Page, context: Parameters<typeof getStoryContext>[1]) {
  const story = await getStoryContext(page, context);
  // A story pins its viewport through story-level globals (`globals: { viewport: ... }`).
  const pinned = (story as { storyGlobals?: Record<string, unknown> }).storyGlobals ?? story.globals;
  const name = (pinned?.viewport as { value?: string } | undefined)?.value;
  return { story, size: viewports[name ?? 'desktop'] ?? viewports.desktop! };
}

/** The facts of every input, select, button and textarea a person can see (sr-only ones are 1 px). */
function visibleControls(page: Page): Promise<ControlFacts[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('input, select, button, textarea, progress, meter')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 1 && box.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      })
      .map((el) => {
        const style = getComputedStyle(el);
        const field = el as HTMLInputElement;
        const label = el.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? el.textContent ?? '';
        return {
          tag: el.tagName.toLowerCase(),
          type: el.tagName === 'INPUT' ? field.type : '',
          appearance: style.appearance,
          borderStyle: style.borderTopStyle,
          name: label.trim().slice(0, 40),
        };
      }),
  );
}

// Set by scripts/test-stories.mjs when this run's Chromium is not the one the baselines were
// recorded with: added to every screenshot that differs, so a browser update reads as one.
const browserNote = process.env.STORY_BROWSER_NOTE;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async prepare({ page }) {
    await page.addInitScript(`globalThis.__TONEWOOD_LOCALE__ = '${locale}'; globalThis.__TONEWOOD_TEST_RUN__ = true;`);
    const iframe = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
  },
  async preVisit(page, context) {
    const { size } = await viewportFor(page, context);
    await page.setViewportSize(size);
    // Keep the real pointer off the story, so nothing starts out hovered (hover pauses carousels).
    await page.mouse.move(size.width - 1, size.height - 1);
    // The runner shows every story of a file in one page: axe is injected once per page (a story
    // that navigated away gets it again), not parsed anew for each story.
    if (!(await page.evaluate(() => '__tonewoodAxe' in window))) {
      await injectAxe(page);
      await page.evaluate(() => Object.assign(window, { __tonewoodAxe: true }));
    }
  },
  async postVisit(page, context) {
    // The runner moves on at the first `storyFinished` on the channel and does not check which
    // story sent it. Axe and the screenshot wait until the preview's current render is this
    // story's, in its `finished` phase (its play and afterEach hooks over), so they never see a
    // play half-way: a loaded CI run once screenshotted the shipping modal's closing story with
    // the dialog open (90.6 % of the pixels differed; the play itself had passed).
    await page.waitForFunction(
      (id) => {
        const render = (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && render.phase === 'finished';
      },
      context.id,
      { timeout: 60_000 },
    );
    const { story, size } = await viewportFor(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    // Every story must be free of axe violations, in both languages.
    const a11y = story.parameters?.a11y as
      | {
          config?: { rules?: { id: string; enabled: boolean }[] };
          context?: { include?: string[]; exclude?: string[] };
        }
      | undefined;
    // Component stories are fragments, so the landmark rule only applies where a story opts in
    // (the page templates); Storybook's a11y panel does the same.
    const rules = Object.fromEntries(
      [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])].map((r) => [r.id, { enabled: r.enabled }]),
    );
    // A story may narrow what is checked (the a11y addon's `context` parameter), as the page
    // stories do for one element; everything else in the body is checked.
    await checkA11y(page, a11y?.context ? { include: ['body'], ...a11y.context } : 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        rules,
      },
    });

    // No control in the screenshot that the browser draws itself: the next Chromium draws it anew.
    const native = (await visibleControls(page)).filter(drawnByBrowser);
    if (native.length) throw new Error(nativeControlsMessage(`${context.title} › ${context.name}`, native));

    // Park the pointer and caret so hover and blink states never reach the baseline.
    await page.mouse.move(size.width - 1, size.height - 1);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const snapshotsDir = path.join(process.cwd(), 'stories', '__snapshots__', locale);
    // The baseline is the screenshot's own PNG: the same bytes are the same picture, and only a
    // screenshot whose bytes differ is decoded and compared pixel by pixel (in this process, not
    // in a child Node that jest-image-snapshot would otherwise start for every story).
    const baseline = path.join(snapshotsDir, `${context.id}.png`);
    if (existsSync(baseline) && image.equals(readFileSync(baseline))) return;
    try {
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: context.id,
        failureThreshold: 0.0001,
        failureThresholdType: 'percent',
        runInProcess: true,
      });
    } catch (error) {
      if (browserNote && error instanceof Error) error.message += `\n${browserNote}`;
      throw error;
    }
  },
};

export default config;
