import { MADE_TO_SPECIFICATION_NOTICE, fieldMessage, formFields, storedValuePattern } from '@tonewood/rules';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StrapiInstance } from './strapi-instance';

/** The parts of Strapi's menu answers these tests read. */
interface Link {
  href: string;
  name: string;
}
interface MenuSection {
  items: Link[];
}
interface MenuCategory extends Link {
  name: string;
  featured: Link[];
  sections: MenuSection[];
}
interface FooterColumn {
  name: string;
  pages: Link[];
}

const cms = new StrapiInstance();
let buildToken = '';
let writeToken = '';

const MENU_POPULATE =
  'populate[categories][populate][featured][populate][image]=true&populate[categories][populate][sections][populate][items]=true&populate[pages]=true';
const FOOTER_POPULATE = 'populate[categories][populate][pages]=true';
const SETTING_POPULATE = 'populate=*';
const LEGAL_PAGES = [
  '/cookies',
  '/imprint',
  '/privacy',
  '/revocation-policy',
  '/shipping-delivery',
  '/terms-and-conditions',
  '/accessibility',
];
const PAGE_SLUGS = ['about', 'artists', 'partners', ...LEGAL_PAGES.map((p) => p.slice(1))];

beforeAll(async () => {
  await cms.start();
  ({ STRAPI_BUILD_TOKEN: buildToken, STRAPI_WRITE_TOKEN: writeToken } = cms.tokens());
});

afterAll(async () => {
  await cms.stop();
  cms.cleanup();
});

describe('tokens file', () => {
  it('has the API URL and both tokens, one per line', () => {
    const tokens = cms.tokens();
    expect(tokens.STRAPI_API_URL).toBe(cms.url);
    expect(buildToken).toMatch(/^[0-9a-f]{64,}$/);
    expect(writeToken).toMatch(/^[0-9a-f]{64,}$/);
    expect(buildToken).not.toBe(writeToken);
  });
});

describe('content in both locales', () => {
  it('main-menu: categories and pages match the site routes', async () => {
    const en = await cms.request(`/api/main-menu?locale=en&${MENU_POPULATE}`);
    const de = await cms.request(`/api/main-menu?locale=de&${MENU_POPULATE}`);
    expect(en.status).toBe(200);
    expect(de.status).toBe(200);
    expect(de.json.data.locale).toBe('de');

    for (const menu of [en.json.data, de.json.data]) {
      expect(menu.categories.map((c: MenuCategory) => c.href)).toEqual([
        '/guitars',
        '/basses',
        '/amplification',
        '/merch',
        '/ready-to-ship',
      ]);
      expect(menu.pages.map((p: Link) => p.href)).toEqual(['/artists', '/partners', '/blog', '/about']);
      for (const category of menu.categories) {
        expect(category.featured.length).toBeGreaterThan(0);
        for (const tile of category.featured) {
          expect(tile.alt).toBeTruthy();
          expect(tile.image.url).toMatch(/^\/uploads\/.+\.webp$/);
        }
        expect(category.sections.flatMap((s: MenuSection) => s.items).length).toBeGreaterThan(0);
      }
      const hrefs = menu.categories.flatMap((c: MenuCategory) => [
        c.href,
        ...c.featured.map((t: Link) => t.href),
        ...c.sections.flatMap((s: MenuSection) => s.items.map((i: Link) => i.href)),
      ]);
      for (const href of hrefs) expect(href).not.toMatch(/^\/de(\/|$)/);
    }
    expect(en.json.data.categories[0].name).toBe('Guitars');
    expect(de.json.data.categories[0].name).toBe('Gitarren');
    expect(de.json.data.pages[3].name).toBe('Über uns');
  });

  it('meta-navigation: 3-4 footer columns with the legal and content pages', async () => {
    for (const locale of ['en', 'de']) {
      const { status, json } = await cms.request(`/api/meta-navigation?locale=${locale}&${FOOTER_POPULATE}`);
      expect(status).toBe(200);
      const columns = json.data.categories;
      expect(columns.length).toBeGreaterThanOrEqual(3);
      expect(columns.length).toBeLessThanOrEqual(4);
      const hrefs = columns.flatMap((c: FooterColumn) => c.pages.map((p: Link) => p.href));
      for (const href of [...LEGAL_PAGES, '/withdrawal', '/about', '/blog', '/artists', '/partners'])
        expect(hrefs).toContain(href);
    }
    const de = await cms.request(`/api/meta-navigation?locale=de&${FOOTER_POPULATE}`);
    expect(de.json.data.categories.map((c: FooterColumn) => c.name)).toContain('Rechtliches');
    const names = async (locale: string) =>
      Object.fromEntries(
        (await cms.request(`/api/meta-navigation?locale=${locale}&${FOOTER_POPULATE}`)).json.data.categories
          .flatMap((c: FooterColumn) => c.pages)
          .map((p: Link) => [p.href, p.name]),
      );
    expect(await names('en')).toMatchObject({
      '/withdrawal': 'Withdraw from contract',
      '/accessibility': 'Accessibility',
    });
    expect(await names('de')).toMatchObject({
      '/withdrawal': 'Vertrag widerrufen',
      '/accessibility': 'Barrierefreiheit',
    });
  });

  it('setting: shipping zones, tax, delivery and contact promises, social links, form URLs', async () => {
    const en = (await cms.request(`/api/setting?locale=en&${SETTING_POPULATE}`)).json.data;
    const de = (await cms.request(`/api/setting?locale=de&${SETTING_POPULATE}`)).json.data;
    for (const setting of [en, de]) {
      expect(
        setting.ShippingZones.map((z: { zone_id: string; includes_tax: boolean }) => [z.zone_id, z.includes_tax]),
      ).toEqual([
        ['de', true],
        ['eu', true],
        ['export', false],
      ]);
      expect(Number(setting.taxRate)).toBe(19);
      expect(setting.socialLinks.map((s: { network: string }) => s.network)).toEqual([
        'instagram',
        'youtube',
        'facebook',
      ]);
      expect(setting.contactFormUrls.en).toMatch(/^https:\/\//);
      expect(setting.contactFormUrls.de).toMatch(/^https:\/\//);
      expect(setting.slogan).toBeTruthy();
    }
    expect(en.deliveryTime).toBe('about 4-5 working days');
    expect(en.contactAnswerTime).toBe('1-3 business days');
    expect(de.deliveryTime).toBe('ca. 4-5 Werktage');
    expect(de.contactAnswerTime).toBe('1-3 Werktage');
  });

  it("setting: the manufacturer's name, postal address and email (product safety), in each language", async () => {
    const en = (await cms.request('/api/setting?locale=en')).json.data;
    const de = (await cms.request('/api/setting?locale=de')).json.data;
    for (const setting of [en, de]) {
      expect(setting.manufacturerName).toBe('Tonewood Instrumentenbau GmbH');
      expect(setting.manufacturerEmail).toBe('hello@tonewood.example');
    }
    // The workshop's address as the contract texts name it (WORKSHOP of @tonewood/rules).
    expect(en.manufacturerAddress).toBe('Werkstattweg 12\n04229 Leipzig\nGermany');
    expect(de.manufacturerAddress).toBe('Werkstattweg 12\n04229 Leipzig\nDeutschland');
  });

  it('setting in the v4 response format exposes data.attributes.ShippingZones', async () => {
    const { json } = await cms.request('/api/setting?populate=*', { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(json.data.attributes.ShippingZones).toHaveLength(3);
  });

  it('articles: at least 8 per locale, with covers, including slugs with a slash', async () => {
    for (const locale of ['en', 'de']) {
      const { json } = await cms.request(`/api/articles?locale=${locale}&populate=*&pagination[pageSize]=100`);
      expect(json.data.length).toBeGreaterThanOrEqual(8);
      for (const article of json.data) {
        expect(article.locale).toBe(locale);
        expect(article.body.length).toBeGreaterThan(200);
        expect(article.cover.url).toMatch(/^\/uploads\//);
        expect(article.author).toBeTruthy();
        expect(article.seo.description).toBeTruthy();
      }
    }
    const slash = await cms.request('/api/articles?locale=de&filters[slug][$eq]=workshop/finishing-with-shellac');
    expect(slash.json.data).toHaveLength(1);
    expect(slash.json.data[0].title).toBe('Schellackpolitur in der Werkstatt');
    const jig = await cms.request('/api/articles?locale=en&filters[slug][$eq]=building-a-neck-contour-jig');
    expect(jig.json.data[0].title).toBe('Building a neck contour jig');
  });

  it('articles: locale=* answers every locale in one list (what the site build asks for)', async () => {
    const { json } = await cms.request('/api/articles?locale=*&pagination[pageSize]=100');
    const locales = new Set(json.data.map((a: { locale: string }) => a.locale));
    expect(locales).toEqual(new Set(['en', 'de']));
  });

  it('pages: every content and legal page in both locales', async () => {
    for (const locale of ['en', 'de']) {
      const { json } = await cms.request(`/api/pages?locale=${locale}&pagination[pageSize]=100`);
      expect(json.data.map((p: { slug: string }) => p.slug).sort()).toEqual([...PAGE_SLUGS].sort());
    }
    const imprint = await cms.request('/api/pages?locale=de&filters[slug][$eq]=imprint');
    expect(imprint.json.data[0].title).toBe('Impressum');
  });

  it('pages: the accessibility statement, and the revocation policy and terms naming the withdrawal function', async () => {
    const body = async (locale: string, slug: string) =>
      (await cms.request(`/api/pages?locale=${locale}&filters[slug][$eq]=${slug}`)).json.data[0].body as string;
    for (const [locale, link, standard, authority] of [
      ['en', '[Withdraw from contract](/withdrawal)', 'WCAG) 2.2, level AA', 'Magdeburg, Germany'],
      ['de', '[Vertrag widerrufen](/de/withdrawal)', 'WCAG) 2.2, Stufe AA', 'Magdeburg'],
    ] as const) {
      const statement = await body(locale, 'accessibility');
      expect(statement).toContain(standard);
      expect(statement).toContain('{{buildDate}}');
      expect(statement).toContain('(MLBF)');
      expect(statement).toContain(authority);
      expect(statement).toContain('(https://www.mlbf-barrierefrei.de)');
      expect(statement).toContain('(mailto:hello@tonewood.example)');
      expect(statement).toMatch(/BFSG/);
      expect(await body(locale, 'revocation-policy')).toContain(link);
      expect(await body(locale, 'revocation-policy')).toContain(
        locale === 'en' ? '§ 312g (2) no. 1 BGB' : '§ 312g Abs. 2 Nr. 1 BGB',
      );
      expect(await body(locale, 'terms-and-conditions')).toContain(link);
    }
    // The exclusion in the words the product page, the checkout and the quote use.
    expect(await body('en', 'revocation-policy')).toContain(MADE_TO_SPECIFICATION_NOTICE.en);
    expect(await body('de', 'revocation-policy')).toContain(MADE_TO_SPECIFICATION_NOTICE.de);
  });

  it('redirects: internal and external targets', async () => {
    const { json } = await cms.request('/api/redirects?pagination[pageSize]=100');
    const rules = Object.fromEntries(json.data.map((r: { from: string; to: string }) => [r.from, r.to]));
    expect(rules['/old-shop/pink-guitar']).toBe('/guitars');
    expect(Object.values(rules).some((to) => String(to).startsWith('https://'))).toBe(true);
  });
});

describe('access', () => {
  const submissions = ['newsletter-registrations', 'quote-requests', 'contact-requests'];
  const validNewsletter = { name: 'Ada', recipientEmail: 'ada@example.org', optIn: true, language: 'en' };

  it('public cannot read or create submissions', async () => {
    for (const type of submissions) {
      expect([403, 404, 405]).toContain((await cms.request(`/api/${type}`)).status);
      expect([403, 404, 405]).toContain((await cms.request(`/api/${type}/1`)).status);
    }
    expect((await cms.request('/api/newsletter-registrations', { body: { data: validNewsletter } })).status).toBe(403);
  });

  it('public cannot read schemas', async () => {
    expect((await cms.request('/api/content-type-builder/content-types')).status).toBe(403);
  });

  it('the write token creates a submission but reads nothing', async () => {
    const created = await cms.request('/api/newsletter-registrations', {
      token: writeToken,
      body: { data: validNewsletter },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.recipientEmail).toBe('ada@example.org');

    for (const path of ['/api/articles', '/api/main-menu', '/api/setting', '/api/content-type-builder/content-types']) {
      expect((await cms.request(path, { token: writeToken })).status).toBe(403);
    }
    for (const type of submissions) {
      expect([403, 404, 405]).toContain((await cms.request(`/api/${type}`, { token: writeToken })).status);
    }
  });

  it('the build token reads content and schemas but cannot write', async () => {
    for (const path of [
      '/api/articles',
      '/api/pages',
      '/api/redirects',
      '/api/main-menu',
      '/api/meta-navigation',
      '/api/setting',
    ]) {
      expect((await cms.request(path, { token: buildToken })).status).toBe(200);
    }
    const schemas = await cms.request('/api/content-type-builder/content-types', { token: buildToken });
    expect(schemas.status).toBe(200);
    expect(schemas.json.data.map((t: { uid: string }) => t.uid)).toContain('api::main-menu.main-menu');
    expect((await cms.request('/api/content-type-builder/components', { token: buildToken })).status).toBe(200);
    expect(
      (await cms.request('/api/newsletter-registrations', { token: buildToken, body: { data: validNewsletter } }))
        .status,
    ).toBe(403);
    for (const type of submissions) {
      expect([403, 404, 405]).toContain((await cms.request(`/api/${type}`, { token: buildToken })).status);
    }
  });
});

describe('bad submissions answer 400 with a reason', () => {
  const post = (type: string, data: unknown) => cms.request(`/api/${type}`, { token: writeToken, body: { data } });
  const contact = {
    name: 'Jonas',
    email: 'jonas@example.org',
    location: 'Leipzig',
    annotation: 'A fretless five-string?',
    consent: true,
    language: 'de',
  };
  const cases: [string, string, unknown, RegExp][] = [
    ['newsletter-registrations', 'missing email', { optIn: true }, /recipientEmail is required/],
    [
      'newsletter-registrations',
      'email without a dot',
      { recipientEmail: 'ada@example', optIn: true },
      /recipientEmail has an invalid format/,
    ],
    [
      'newsletter-registrations',
      'opt-in not given',
      { recipientEmail: 'ada@example.org', optIn: false },
      /optIn must be true/,
    ],
    [
      'newsletter-registrations',
      'over-long name',
      { name: 'x'.repeat(101), recipientEmail: 'ada@example.org', optIn: true },
      /name must be at most 100 characters/,
    ],
    [
      'newsletter-registrations',
      'unknown field',
      { recipientEmail: 'ada@example.org', optIn: true, honeypot: 'bot' },
      /honeypot is not a known field/,
    ],
    [
      'newsletter-registrations',
      'reserved field',
      { recipientEmail: 'ada@example.org', optIn: true, locale: 'de' },
      /locale is not a known field/,
    ],
    ['quote-requests', 'missing location', { ...contact, location: undefined }, /location is required/],
    ['quote-requests', 'consent false', { ...contact, consent: false }, /consent must be true/],
    [
      'quote-requests',
      'over-long annotation',
      { ...contact, annotation: 'y'.repeat(2001) },
      /annotation must be at most 2000 characters/,
    ],
    [
      'contact-requests',
      'missing name and email',
      { location: 'Leipzig', consent: true },
      /name is required.*email is required/,
    ],
    ['contact-requests', 'unknown language', { ...contact, language: 'fr' }, /language must be one of en, de/],
    [
      'newsletter-registrations',
      'email with a comma',
      { recipientEmail: 'a@example.com,workshop', optIn: true },
      /recipientEmail has an invalid format/,
    ],
    [
      'contact-requests',
      'email with a comma',
      { ...contact, email: 'a@example.com,workshop' },
      /email has an invalid format/,
    ],
    [
      'newsletter-registrations',
      'name with a line break',
      { name: 'Ada\nOur bank changed: http://evil.example', recipientEmail: 'ada@example.org', optIn: true },
      /name has an invalid format/,
    ],
    [
      'contact-requests',
      'name with a line break',
      { ...contact, name: 'Jonas\r\nBcc: x@evil.example' },
      /name has an invalid format/,
    ],
    [
      'quote-requests',
      'product with a line break',
      { ...contact, product: 'Bass\nhttp://evil.example' },
      /product has an invalid format/,
    ],
    [
      'quote-requests',
      'annotation with a control character',
      { ...contact, annotation: 'Hi\u0000' },
      /annotation has an invalid format/,
    ],
  ];

  it.each(cases)('%s: %s', async (type, _label, data, reason) => {
    const { status, json } = await post(type, data);
    expect(status).toBe(400);
    expect(json.error.message).toMatch(reason);
  });

  it("refuses a name over the field table's limit with the words the site shows, in the submission's language", async () => {
    const rule = formFields.contactRequest.name;
    for (const language of ['en', 'de'] as const) {
      const { status, json } = await post('contact-requests', {
        ...contact,
        language,
        name: 'x'.repeat(rule.maxLength + 1),
      });
      expect(status).toBe(400);
      expect(json.error.details.errors).toEqual({ name: fieldMessage(language, 'tooLong', rule) });
    }
  });

  it("refuses a line break in a name with the words the site shows, in the submission's language", async () => {
    const rule = formFields.contactRequest.name;
    for (const language of ['en', 'de'] as const) {
      const { status, json } = await post('contact-requests', {
        ...contact,
        language,
        name: 'Jonas\nBcc: x@evil.example',
      });
      expect(status).toBe(400);
      expect(json.error.details.errors).toEqual({ name: fieldMessage(language, 'singleLine', rule) });
    }
  });

  it('keeps line breaks in the annotation', async () => {
    expect((await post('contact-requests', { ...contact, annotation: 'Hello,\r\n\nplease call.' })).status).toBe(201);
  });

  it("gives the submission types the table's limits, so the admin and the document service enforce them too", async () => {
    const { json } = await cms.request('/api/content-type-builder/content-types', { token: buildToken });
    const attributesOf = (uid: string) => json.data.find((t: { uid: string }) => t.uid === uid).schema.attributes;
    const contactRequest = attributesOf('api::contact-request.contact-request');
    expect(contactRequest.name).toMatchObject({ required: true, maxLength: formFields.contactRequest.name.maxLength });
    expect(contactRequest.annotation.maxLength).toBe(formFields.contactRequest.annotation.maxLength);
    expect(attributesOf('api::newsletter-registration.newsletter-registration').recipientEmail).toMatchObject({
      required: true,
      maxLength: formFields.newsletter.recipientEmail.maxLength,
      regex: storedValuePattern(formFields.newsletter.recipientEmail)?.source,
    });
    expect(contactRequest.name.regex).toBe(storedValuePattern(formFields.contactRequest.name)?.source);
  });

  it('a body without data is rejected too', async () => {
    const { status, json } = await cms.request('/api/contact-requests', { token: writeToken, body: { name: 'x' } });
    expect(status).toBe(400);
    expect(json.error.message).toMatch(/data/);
  });

  it('valid quote and contact requests are stored', async () => {
    expect(
      (
        await post('quote-requests', {
          ...contact,
          product: 'Custom bass',
          configuration: { strings: 5, fretless: true },
        })
      ).status,
    ).toBe(201);
    expect((await post('contact-requests', contact)).status).toBe(201);
  });
});

describe('restart', () => {
  const count = async (path: string) => (await cms.request(path)).json.meta.pagination.total as number;
  const counts = async () => ({
    articlesEn: await count('/api/articles?locale=en'),
    articlesDe: await count('/api/articles?locale=de'),
    pagesEn: await count('/api/pages?locale=en'),
    pagesDe: await count('/api/pages?locale=de'),
    redirects: await count('/api/redirects'),
    menuDe: (await cms.request(`/api/main-menu?locale=de&${MENU_POPULATE}`)).json.data.categories.length,
  });

  it('keeps submissions, does not duplicate seed content and keeps the tokens valid', async () => {
    const before = await counts();
    const tokensBefore = cms.tokens();
    const marker = `restart-${Date.now()}@example.org`;
    expect(
      (
        await cms.request('/api/newsletter-registrations', {
          token: writeToken,
          body: { data: { recipientEmail: marker, optIn: true } },
        })
      ).status,
    ).toBe(201);

    await cms.stop();
    const db = new Database(cms.env.DATABASE_FILENAME, { readonly: true });
    const files = (db.prepare('select count(*) as n from files').get() as { n: number }).n;
    db.close();
    await cms.start();

    expect(await counts()).toEqual(before);
    expect(cms.tokens()).toEqual(tokensBefore);
    expect((await cms.request('/api/articles', { token: tokensBefore.STRAPI_BUILD_TOKEN })).status).toBe(200);

    await cms.stop();
    const after = new Database(cms.env.DATABASE_FILENAME, { readonly: true });
    const stored = after
      .prepare('select count(*) as n from newsletter_registrations where recipient_email = ?')
      .get(marker) as { n: number };
    const filesAfter = (after.prepare('select count(*) as n from files').get() as { n: number }).n;
    after.close();
    expect(stored.n).toBe(1);
    expect(filesAfter).toBe(files);
  });
});
