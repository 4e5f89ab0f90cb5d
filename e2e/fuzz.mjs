// Generated bad input (issue 27) against every site function on the served site, with the real
// Strapi, Medusa and mail catcher behind it: FUZZ_RUNS requests per function from one fixed seed
// (scripts/fuzz.mjs: wrong types, missing and extra fields, huge strings and bodies, unicode edge
// cases, injection strings, filled honeypots, wrong content types, bad JSON). No 5xx; every
// refusal a 4xx with a JSON reason, worded in the request's language where a person reads it; no
// entry in Strapi and no mail beyond the requests the function accepted. Requests come from
// rotating loopback addresses, so the per-address rate limit stays as in production and is not
// what answers.
import assert from 'node:assert/strict';
import { languageOfLocale } from '@tonewood/rules';
import { cmsAndMail, outboxDrained } from './support/submissions.mjs';
import * as fuzz from '../scripts/fuzz.mjs';
import { ORDER_MESSAGES } from '../site/server/functions/order.mjs';
import { MESSAGES } from '../site/server/functions/respond.mjs';
import { WITHDRAWAL_MESSAGES } from '../site/server/functions/withdrawal.mjs';

const { fc, FUZZ_RUNS, FUZZ_SEED, bodyOf, requestOf, hostileString, nextLocalAddress, send, tally, reasonOf } = fuzz;

/** Every fixed text a function answers in one language. */
const textsOf = (language) =>
  new Set(
    [MESSAGES, ORDER_MESSAGES, WITHDRAWAL_MESSAGES].flatMap((texts) =>
      Object.values(texts[language]).filter((text) => typeof text === 'string'),
    ),
  );
const TEXTS = { en: textsOf('en'), de: textsOf('de') };
/** The refusals given before a body is read (content type, size, JSON), in both languages. */
const TRANSPORT = new Set(
  ['en', 'de'].flatMap((language) =>
    ['jsonOnly', 'tooLarge', 'tooMany', 'badJson'].map((key) => MESSAGES[language][key]),
  ),
);

const locale = fc.constantFrom('en', 'de', 'en-US', 'de-DE', 'de-AT');
const name = fc.constantFrom('Ada Lovelace', 'Jörg Müller');
const email = fc.constantFrom('fuzz@example.org', 'fuzz-de@example.org');
const line = fc.constantFrom('Berlin', 'A 7-string with a fanned fret board.');
const id = fc.constantFrom('order_01JFUZZ000000000000000000', 'cart_01JFUZZ000000000000000000');

const UIDS = {
  newsletter: 'api::newsletter-registration.newsletter-registration',
  contact: 'api::contact-request.contact-request',
  quote: 'api::quote-request.quote-request',
};

/** The functions, their fields' valid values, the language a body asks for and what they may store. */
const TARGETS = [
  {
    path: '/api/send-newsletter-registration',
    fields: { name, recipientEmail: email, optIn: fc.constant(true), locale },
    stores: 'newsletter',
  },
  {
    path: '/api/contact-request',
    fields: { name, email, location: line, annotation: line, consent: fc.constant(true), locale },
    stores: 'contact',
  },
  {
    path: '/api/quote-request',
    fields: {
      name,
      email,
      location: line,
      consent: fc.constant(true),
      product: fc.constantFrom('Aurora S7'),
      configuration: fc.constant({ body: 'ash' }),
      total: fc.constantFrom(2490, 0),
      reference: fc.constantFrom('Q-1234'),
      link: fc.constantFrom('/configurator?c=abc'),
      locale,
    },
    stores: 'quote',
  },
  { path: '/api/order', fields: { id, token: line, language: fc.constantFrom('en', 'de') }, byLanguage: true },
  {
    path: '/api/order-link',
    fields: { orderId: id, cartId: id, language: fc.constantFrom('en', 'de') },
    byLanguage: true,
  },
  {
    path: '/api/withdrawal',
    fields: {
      name,
      orderNumber: fc.constantFrom('#1001', '1001'),
      email,
      items: fc.constant(['item_01']),
      message: line,
      confirm: fc.boolean(),
      locale,
    },
  },
];

/** The language a handler answers a parsed body in (the order functions read `language`). */
const languageOf = (target, body) =>
  target.byLanguage
    ? body && typeof body === 'object' && body.language === 'de'
      ? 'de'
      : 'en'
    : languageOfLocale(body?.locale);

export function fuzzChecks({ siteUrl, cmsUrl, mail }) {
  const { adminCount } = cmsAndMail({ cmsUrl, mail });
  // Mails are counted once the outbox has handed every queued one to the catcher.
  const counts = async () => ({
    mails: await outboxDrained().then(async () => (await mail.inbox()).length),
    ...Object.fromEntries(
      await Promise.all(Object.entries(UIDS).map(async ([key, uid]) => [key, await adminCount(uid)])),
    ),
  });
  // One loopback address per few requests: each has its own rate-limit allowance (10 per window).
  let sent = 0;
  let address;
  const from = () => (sent++ % 8 === 0 ? (address = nextLocalAddress()) : address);

  const run = async (label, property) => {
    let failure;
    await fc.assert(property, {
      numRuns: FUZZ_RUNS,
      seed: FUZZ_SEED,
      endOnFailure: true,
      reporter: (out) => {
        if (out.failed)
          failure = `${label}: failed at run ${out.numRuns} (seed ${FUZZ_SEED}): ${String(out.errorInstance?.message ?? out.errorInstance).slice(0, 1500)}`;
      },
    });
    if (failure) assert.fail(failure);
  };

  const checks = {};
  for (const target of TARGETS) {
    checks[
      `fuzz ${target.path}: ${FUZZ_RUNS} generated bad requests, no 5xx, reasons in the request's language, nothing stored but accepted`
    ] = async () => {
      const started = Date.now();
      const before = await counts();
      const count = tally();
      await run(
        target.path,
        fc.asyncProperty(requestOf(bodyOf(target.fields)), fc.constantFrom('en', 'de'), async (request, page) => {
          // The page the request comes from (its same-origin Referer): /about or /de/about.
          const referer = `${siteUrl}${page === 'de' ? '/de' : ''}/about`;
          const answer = await send(`${siteUrl}${target.path}`, {
            ...request,
            localAddress: from(),
            headers: { referer },
          });
          count.add(answer.status);
          const seen = `${request.payload.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`;
          assert.ok(answer.status < 500, seen);
          assert.notEqual(answer.status, 429, `the rate limit answered: ${seen}`);
          if (answer.status < 400) return;
          const reason = reasonOf(answer);
          assert.ok(reason, `a reason: ${seen}`);
          // A body the function read is answered in its language (the forms show that text); one
          // refused before it is read (content type, size, JSON) in the language of its page.
          // Refusals before the body is read are told by their text (a __proto__ key, for one,
          // is refused by the JSON parser however well-formed the rest).
          const unread = TRANSPORT.has(reason);
          const read = !unread && request.body !== null && typeof request.body === 'object';
          const language = read ? languageOf(target, request.body) : unread ? page : undefined;
          if (language) {
            const other = language === 'de' ? 'en' : 'de';
            assert.ok(!TEXTS[other].has(reason), `answered in ${other}, asked in ${language}: ${seen}`);
          }
        }),
      );
      const after = await counts();
      const accepted = count.counts['2xx'] ?? 0;
      for (const key of Object.keys(UIDS))
        assert.equal(after[key] - before[key], target.stores === key ? accepted : 0, `${key} entries stored`);
      // Mails go out only for accepted requests: one confirmation or acknowledgement each at most.
      const mails = after.mails - before.mails;
      assert.ok(mails <= (target.stores ? accepted : 0) * 2, `${mails} mails for ${accepted} accepted requests`);
      return `${count.line()}; stored ${target.stores ? after[target.stores] - before[target.stores] : 0}, ${mails} mails, ${Math.round((Date.now() - started) / 1000)} s`;
    };
  }

  checks[`fuzz /api/newsletter-confirmation: ${FUZZ_RUNS} generated tokens confirm nothing and never answer 5xx`] =
    async () => {
      const count = tally();
      const before = await counts();
      await run(
        'newsletter-confirmation',
        fc.asyncProperty(hostileString, fc.boolean(), async (token, post) => {
          const answer = post
            ? await send(`${siteUrl}/api/newsletter-confirmation`, {
                contentType: 'application/x-www-form-urlencoded',
                payload: new URLSearchParams({ token }).toString(),
                localAddress: from(),
              })
            : await send(
                `${siteUrl}/api/newsletter-confirmation?${new URLSearchParams({ token }).toString().slice(0, 8000)}`,
                {
                  method: 'GET',
                  localAddress: from(),
                },
              );
          count.add(answer.status);
          assert.ok(answer.status >= 400 && answer.status < 500, `${answer.status} ${answer.text.slice(0, 200)}`);
          assert.notEqual(answer.status, 429);
          // The page names its reason (an HTML page in the link's language).
          assert.ok(answer.text.length > 0, 'a page that says why');
        }),
      );
      const after = await counts();
      assert.deepEqual(after, before, 'nothing stored or mailed');
      return count.line();
    };

  return checks;
}
