// The legal duties of the shop's pages (issue 25): the accessibility statement (BFSG) from Strapi
// with the build's date, the revocation policy and the terms naming the withdrawal function, and
// the footer of every page type in both languages linking both, reachable by keyboard.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatBuildDate } from '../site/build/build-date.mjs';
import { axeClean } from './support/axe.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { siteGet } from './support/site.mjs';
import { BCP47, MADE_TO_SPECIFICATION_NOTICE, localizePath } from '@tonewood/rules';

const TEXT = {
  en: {
    title: 'Accessibility statement',
    standard: 'Web Content Accessibility Guidelines (WCAG) 2.2, level AA',
    answer: 'within 5 working days',
    contactForm: 'contact form',
    withdraw: 'Withdraw from contract',
    accessibility: 'Accessibility',
    law: /Barrierefreiheitsstärkungsgesetz, BFSG\).*European Accessibility Act/s,
    built: (date) => `This version of the shop was built on ${date}.`,
    statementDate: 'This statement was drawn up on November 26, 2026',
  },
  de: {
    title: 'Erklärung zur Barrierefreiheit',
    standard: 'Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA',
    answer: 'innerhalb von 5 Werktagen',
    contactForm: 'Kontaktformular',
    withdraw: 'Vertrag widerrufen',
    accessibility: 'Barrierefreiheit',
    law: /Barrierefreiheitsstärkungsgesetz \(BFSG\).*European Accessibility Act/s,
    built: (date) => `Diese Version des Shops wurde am ${date} gebaut.`,
    statementDate: 'Diese Erklärung wurde am 26. November 2026 erstellt',
  },
};

/** Every page type; the 404 pages by an unknown path of each language. */
const PAGE_TYPES = {
  home: { en: '/', de: '/de' },
  category: { en: '/guitars', de: '/de/guitars' },
  product: { en: '/guitars/auric-s-classic', de: '/de/guitars/auric-s-classic' },
  'blog post': { en: '/blog/workshop/finishing-with-shellac', de: '/de/blog/workshop/finishing-with-shellac' },
  'content page': { en: '/about', de: '/de/about' },
  'legal page': { en: '/imprint', de: '/de/imprint' },
  cart: { en: '/cart', de: '/de/cart' },
  checkout: { en: '/checkout/cart_123', de: '/de/checkout/cart_123' },
  'checkout success': { en: '/checkout/success', de: '/de/checkout/success' },
  'order confirmation': { en: '/order/confirmation/order_1', de: '/de/order/confirmation/order_1' },
  configurator: { en: '/configurator-test', de: '/de/configurator-test' },
  search: { en: '/search?q=guitar', de: '/de/search?q=gitarre' },
  404: { en: '/no-such-page', de: '/de/keine-seite' },
};

/** The href a footer link has in a language (SiteLink prefixes /de). */
const hrefIn = (language, route) => localizePath(language, route);

export function legalChecks({ siteUrl, publicDir }) {
  const get = siteGet(siteUrl);
  // The day the site was built, as the version file names it (written at the end of the build).
  const builtAt = new Date(JSON.parse(readFileSync(path.join(publicDir, 'version.json'), 'utf8')).builtAt);

  async function newTab(page, language, device) {
    const context = await page
      .context()
      .browser()
      .newContext({ locale: BCP47[language], ...device });
    return context.newPage();
  }

  /** Presses Tab until the focused element is the link with the name, at most 120 times. */
  async function tabToLink(tab, name) {
    for (let i = 0; i < 120; i++) {
      await tab.keyboard.press('Tab');
      const focused = await tab.evaluate(() => {
        const el = globalThis.document.activeElement;
        return el?.tagName === 'A' ? el.textContent.trim() : null;
      });
      if (focused === name) return i + 1;
    }
    return assert.fail(`Tab never reached the link "${name}"`);
  }

  /** The focused element's focus ring: it must match :focus-visible and draw an outline. */
  const focusRing = (tab) =>
    tab.evaluate(() => {
      const el = globalThis.document.activeElement;
      const style = globalThis.getComputedStyle(el);
      return {
        inFooter: Boolean(el.closest('footer')),
        focusVisible: el.matches(':focus-visible'),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
      };
    });

  return {
    async 'accessibility statement: /accessibility and /de/accessibility from Strapi with WCAG 2.2 AA, the build date, contact and answer time, the MLBF; headings, lists, axe clean (browser)'({
      page,
    }) {
      for (const [language, device] of [
        ['en', DESKTOP],
        ['de', PHONE],
      ]) {
        const t = TEXT[language];
        const tab = await newTab(page, language, device);
        try {
          const res = await tab.goto(`${siteUrl}${localizePath(language, '/accessibility')}`);
          assert.equal(res.status(), 200, `${language} status`);
          const main = tab.locator('main');
          assert.equal(await tab.locator('html').getAttribute('lang'), language);
          assert.equal(await main.getByRole('heading', { level: 1 }).textContent(), t.title, `${language} h1`);
          const text = await main.innerText();
          assert.ok(text.includes(t.standard), `${language}: the standard`);
          assert.match(text, t.law, `${language}: published under the BFSG / European Accessibility Act`);
          assert.ok(text.includes(t.built(formatBuildDate(language, builtAt))), `${language}: the build date`);
          assert.doesNotMatch(text, /\{\{|buildDate/, `${language}: no placeholder left`);
          assert.ok(text.includes(t.statementDate), `${language}: the statement's date`);
          assert.ok(text.includes(t.answer), `${language}: the promised answer time`);
          assert.match(text, /axe/, `${language}: how it is checked`);
          assert.ok(
            text.includes(
              'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
            ),
            `${language}: the authority`,
          );
          assert.match(text, /Magdeburg/);
          // Headings in order (h1, then h2 sections) and the limitations as a list.
          assert.ok((await main.locator('.prose-tw h2').count()) >= 6, `${language}: sections`);
          assert.equal(
            await main.locator('.prose-tw h3, .prose-tw h1').count(),
            0,
            `${language}: one h1, no skipped level`,
          );
          assert.ok((await main.locator('.prose-tw ul > li').count()) >= 6, `${language}: lists`);
          // The links of the contact and the authority, as written in Strapi and nothing else.
          const link = (name) => main.getByRole('link', { name, exact: true });
          assert.equal(await link('hello@tonewood.example').getAttribute('href'), 'mailto:hello@tonewood.example');
          assert.equal(await link('+49 341 555 0142').getAttribute('href'), 'tel:+493415550142');
          assert.equal(
            await link(t.contactForm).getAttribute('href'),
            `${localizePath(language, '/about')}#contact-title`,
          );
          const authority = link('www.mlbf-barrierefrei.de');
          assert.equal(await authority.getAttribute('href'), 'https://www.mlbf-barrierefrei.de');
          assert.equal(await authority.getAttribute('rel'), 'noopener');
          // The contact form the statement points to is there.
          const about = await (await get(localizePath(language, '/about'))).text();
          assert.match(about, /id="contact-title"/, `${language}: the contact form's section on /about`);
          await axeClean(tab, `${language} accessibility statement`);
        } finally {
          await tab.context().close();
        }
      }
      return `en desktop, de phone, built ${builtAt.toISOString().slice(0, 10)}`;
    },

    async 'the revocation policy and the terms name and link the withdrawal function; the exclusion of goods made to specification'() {
      for (const language of ['en', 'de']) {
        const t = TEXT[language];
        const withdrawal = hrefIn(language, '/withdrawal');
        for (const slug of ['/revocation-policy', '/terms-and-conditions']) {
          const p = localizePath(language, slug);
          const res = await get(p);
          assert.equal(res.status, 200, `${p} status`);
          const html = await res.text();
          // The markdown link arrives as a plain anchor, with the site path and nothing added.
          const anchor = `<a href="${withdrawal}">${t.withdraw}</a>`;
          assert.ok(html.includes(anchor), `${p} links ${anchor}`);
          assert.match(
            html,
            language === 'en' ? /§ 312g \(2\) no\. 1 BGB/ : /§ 312g Abs\. 2 Nr\. 1 BGB/,
            `${p} names the exclusion`,
          );
        }
        const policy = await (await get(localizePath(language, '/revocation-policy'))).text();
        assert.ok(
          policy.includes(MADE_TO_SPECIFICATION_NOTICE[language]),
          `${language}: the notice as the shop shows it`,
        );
        assert.ok(
          policy.includes(language === 'en' ? 'Confirm withdrawal' : 'Widerruf bestätigen'),
          `${language}: step 2`,
        );
      }
      return '2 pages × 2 languages';
    },

    async 'the footer of every page type in both languages links the accessibility statement and the withdrawal function (browser)'({
      page,
    }) {
      const tab = await newTab(page, 'en', DESKTOP);
      let checked = 0;
      try {
        for (const [type, paths] of Object.entries(PAGE_TYPES)) {
          for (const language of ['en', 'de']) {
            const t = TEXT[language];
            const p = paths[language];
            await tab.goto(`${siteUrl}${p}`);
            assert.equal(await tab.locator('html').getAttribute('lang'), language, `${type} ${p} lang`);
            const footer = tab.locator('footer');
            await footer.waitFor();
            assert.equal(await footer.count(), 1, `${type} ${p}: one footer`);
            const nav = footer.getByRole('navigation');
            for (const [name, route] of [
              [t.withdraw, '/withdrawal'],
              [t.accessibility, '/accessibility'],
            ]) {
              const link = nav.getByRole('link', { name, exact: true });
              assert.equal(await link.count(), 1, `${type} ${p}: footer link "${name}"`);
              assert.equal(await link.getAttribute('href'), hrefIn(language, route), `${type} ${p}: "${name}" href`);
              assert.ok(await link.isVisible(), `${type} ${p}: "${name}" visible`);
            }
            checked++;
          }
        }
      } finally {
        await tab.context().close();
      }
      return `${checked} pages`;
    },

    async 'keyboard: the footer links are reached by Tab with a visible focus and open their page, en desktop and de phone (browser)'({
      page,
    }) {
      const notes = [];
      for (const [language, device, start] of [
        ['en', DESKTOP, '/imprint'],
        ['de', PHONE, '/de/checkout/cart_123'],
      ]) {
        const t = TEXT[language];
        const tab = await newTab(page, language, device);
        try {
          await tab.goto(`${siteUrl}${start}`);
          await tab.locator('footer').waitFor();
          const presses = await tabToLink(tab, t.withdraw);
          let ring = await focusRing(tab);
          assert.ok(ring.inFooter, `${start}: the focused "${t.withdraw}" is the footer's`);
          assert.ok(ring.focusVisible, `${start}: "${t.withdraw}" shows the keyboard focus`);
          assert.doesNotMatch(
            ring.outline,
            /^none|\b0px$/,
            `${start}: "${t.withdraw}" has an outline (${ring.outline})`,
          );
          await tabToLink(tab, t.accessibility);
          ring = await focusRing(tab);
          assert.ok(ring.inFooter && ring.focusVisible, `${start}: "${t.accessibility}" focused and visible`);
          assert.doesNotMatch(ring.outline, /^none|\b0px$/, `${start}: "${t.accessibility}" outline (${ring.outline})`);
          await tab.keyboard.press('Enter');
          await tab.waitForURL(`${siteUrl}${localizePath(language, '/accessibility')}`);
          await tab.getByRole('heading', { level: 1, name: t.title }).waitFor();
          notes.push(`${start}: ${presses} Tabs`);
        } finally {
          await tab.context().close();
        }
      }
      return notes.join(', ');
    },
  };
}
