// End-to-end journeys of the site functions (issue 16) in English and German on the served site:
// the newsletter overlay (success with the confirmation mail read from the mail catcher and its
// link followed; invalid email, missing opt-in, honeypot and a server that cannot be reached), and
// the custom-instrument request of /about (stored in Strapi, acknowledged by mail).
import assert from 'node:assert/strict';
import { cmsAndMail } from './support/submissions.mjs';
import { BCP47 } from '@tonewood/rules';

const TEXT = {
  en: {
    prefix: '',
    subscribe: 'Subscribe to the newsletter',
    success: 'Almost done!',
    error: 'Something went wrong',
    errorEmail: 'Please enter a valid email address.',
    errorOptIn: 'Please confirm that you want to receive the newsletter.',
    spam: 'Suspected spam. Please try again.',
    confirmSubject: 'Please confirm your newsletter registration',
    confirmButton: 'Confirm registration',
    confirmed: 'Your newsletter registration is confirmed.',
    ackSubject: 'We have received your request',
    ackText: 'We will answer within 1-3 business days.',
    requestSuccess: 'Thank you!',
  },
  de: {
    prefix: '/de',
    subscribe: 'Newsletter abonnieren',
    success: 'Fast geschafft!',
    error: 'Etwas ist schiefgelaufen',
    errorEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    errorOptIn: 'Bitte bestätige, dass du den Newsletter erhalten möchtest.',
    spam: 'Spamverdacht. Bitte versuche es erneut.',
    confirmSubject: 'Bitte bestätige deine Newsletter-Anmeldung',
    confirmButton: 'Anmeldung bestätigen',
    confirmed: 'Deine Newsletter-Anmeldung ist bestätigt.',
    ackSubject: 'Wir haben deine Anfrage erhalten',
    ackText: 'Wir melden uns innerhalb von 1-3 Werktagen bei dir.',
    requestSuccess: 'Vielen Dank!',
  },
};

export function functionsChecks({ siteUrl, cmsUrl, mail }) {
  const { mailTo, adminEntries } = cmsAndMail({ cmsUrl, mail });

  const withPage = async (page, lang, run) => {
    const context = await page.context().browser().newContext({ locale: BCP47[lang] });
    try {
      return await run(await context.newPage());
    } finally {
      await context.close();
    }
  };

  /** Opens the newsletter overlay from the footer (or the header) on tab1 and fills it. */
  const openNewsletter = async (p, lang, { email, optIn = true, honeypot = '', via = 'footer' }) => {
    await p.goto(`${siteUrl}${TEXT[lang].prefix}/about`);
    const button = p
      .locator(via === 'header' ? '[data-slot="header"]' : 'footer')
      .getByRole('button', { name: TEXT[lang].subscribe });
    await button.click();
    const overlay = p.locator('[data-slot="newsletter-overlay"]');
    await overlay.waitFor({ timeout: 10_000 });
    assert.equal(await overlay.getAttribute('data-tab'), 'tab1');
    await overlay.locator('input[name="name"]').fill('Ada');
    await overlay.locator('input[name="recipientEmail"]').fill(email);
    if (optIn) await overlay.getByRole('checkbox').click();
    if (honeypot) await overlay.locator('[data-slot="honeypot"] input').fill(honeypot, { force: true });
    await p.locator('[data-slot="newsletter-request"]').click();
    return overlay;
  };

  const checks = {};
  for (const lang of ['en', 'de']) {
    const t = TEXT[lang];

    checks[`newsletter ${lang}: success, the confirmation mail's link confirms the registration (browser)`] = ({
      page,
    }) =>
      withPage(page, lang, async (p) => {
        const email = `e2e-newsletter-${lang}-${Date.now()}@example.org`;
        // English opens the overlay from the header, German from the footer.
        const overlay = await openNewsletter(p, lang, { email, via: lang === 'en' ? 'header' : 'footer' });
        await overlay.locator('[data-slot="newsletter-result"][data-success="true"]').waitFor({ timeout: 10_000 });
        assert.equal(await overlay.getAttribute('data-tab'), 'tab3');
        await p.getByText(t.success).waitFor();
        const uid = 'api::newsletter-registration.newsletter-registration';
        const [pending] = await adminEntries(uid, 'recipientEmail', email);
        assert.equal(pending?.confirmed, false, 'stored pending');
        assert.equal(pending?.language, lang);

        const message = await mailTo(email);
        assert.equal(message.subject, t.confirmSubject);
        const link = /https?:\/\/\S+\/api\/newsletter-confirmation\?token=\S+/.exec(message.text)?.[0];
        assert.ok(link?.startsWith(siteUrl), `the link is on the site: ${link}`);
        await p.goto(link);
        await p.getByRole('button', { name: t.confirmButton }).click();
        await p.getByText(t.confirmed).waitFor();
        assert.equal(await p.locator('html').getAttribute('lang'), lang);
        const [entry] = await adminEntries(uid, 'recipientEmail', email);
        assert.equal(entry?.confirmed, true, 'confirmed after the link');
      });

    checks[`newsletter ${lang}: invalid email and missing opt-in stay on tab1 with their messages (browser)`] = ({
      page,
    }) =>
      withPage(page, lang, async (p) => {
        let posted = 0;
        p.on('request', (r) => r.url().endsWith('/api/send-newsletter-registration') && posted++);
        const overlay = await openNewsletter(p, lang, { email: 'ada@example', optIn: false });
        await overlay.getByText(t.errorEmail).waitFor();
        await overlay.getByText(t.errorOptIn).waitFor();
        assert.equal(await overlay.getAttribute('data-tab'), 'tab1');
        assert.equal(posted, 0, 'nothing is sent');
      });

    checks[`newsletter ${lang}: a filled honeypot is refused (browser and server)`] = async ({ page }) => {
      await withPage(page, lang, async (p) => {
        let posted = 0;
        p.on('request', (r) => r.url().endsWith('/api/send-newsletter-registration') && posted++);
        const overlay = await openNewsletter(p, lang, { email: 'bot@example.org', honeypot: 'http://spam.example' });
        await overlay.getByText(t.spam).waitFor();
        assert.equal(posted, 0, 'nothing is sent');
      });
      const res = await fetch(`${siteUrl}/api/send-newsletter-registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ recipientEmail: 'bot@example.org', optIn: true, honeypot: 'x', locale: lang }),
      });
      assert.equal(res.status, 400);
      assert.equal((await res.json()).message, t.spam);
    };

    checks[`newsletter ${lang}: a server that cannot be reached ends on tab3 with the error (browser)`] = ({ page }) =>
      withPage(page, lang, async (p) => {
        await p.route('**/api/send-newsletter-registration', (route) => route.abort('connectionrefused'));
        const overlay = await openNewsletter(p, lang, { email: 'offline@example.org' });
        await overlay.locator('[data-slot="newsletter-result"][data-success="false"]').waitFor({ timeout: 10_000 });
        assert.equal(await overlay.getAttribute('data-tab'), 'tab3');
        await p.getByText(t.error).waitFor();
      });

    checks[`contact request ${lang}: /about sends it, Strapi stores it, a mail acknowledges it (browser)`] = ({
      page,
    }) =>
      withPage(page, lang, async (p) => {
        const email = `e2e-contact-${lang}-${Date.now()}@example.org`;
        await p.goto(`${siteUrl}${t.prefix}/about`);
        const form = p.locator('form[data-slot="contact-request-form"]');
        await form.waitFor({ timeout: 15_000 });
        await form.locator('input[name="name"]').fill('Jonas');
        await form.locator('input[name="email"]').fill(email);
        await form.locator('input[name="location"]').fill('Leipzig');
        await form.locator('textarea[name="annotation"]').fill('A fretless five-string bass in walnut?');
        await form.getByRole('checkbox').click();
        await form.locator('button[type="submit"]').click();
        await p.locator('[data-slot="request-form-success"]').getByText(t.requestSuccess).waitFor({ timeout: 10_000 });

        const [entry] = await adminEntries('api::contact-request.contact-request', 'email', email);
        assert.equal(entry?.name, 'Jonas');
        assert.equal(entry?.location, 'Leipzig');
        assert.equal(entry?.language, lang);
        const ack = await mailTo(email);
        assert.equal(ack.subject, t.ackSubject);
        assert.ok(ack.text.includes(t.ackText), ack.text);
        const anonymous = await fetch(`${cmsUrl}/api/contact-requests`);
        assert.ok([403, 404, 405].includes(anonymous.status), 'invisible without a token');
      });
  }
  return checks;
}
