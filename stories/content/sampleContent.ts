import type { BlogPostSummary } from '@tonewood/design-system';
import type { Lang } from '../support/locale';
import { sampleArt } from '../navigation/sampleNavigation';

const p = (lang: Lang, path: string) => (lang === 'de' ? `/de${path}` : path);

/** Blog teasers as the CMS would deliver them. */
export function samplePosts(lang: Lang): BlogPostSummary[] {
  const de = lang === 'de';
  return [
    {
      title: de ? 'Eine Schablone für die Halskontur bauen' : 'Building a neck contour jig',
      href: p(lang, '/blog/building-a-neck-contour-jig'),
      date: '2026-10-14',
      category: de ? 'Werkstatt' : 'Workshop',
      readingMinutes: 8,
      excerpt: de
        ? 'Wie wir mit einer einfachen Frässchablone jeden Hals gleich anfühlen lassen – vom ersten Span bis zum letzten Schliff.'
        : 'How a simple router jig makes every neck feel the same, from the first shaving to the final sanding.',
      image: {
        src: sampleArt.aurora,
        alt: de ? 'Gitarrenhals aus Ahorn in der Frässchablone' : 'Maple guitar neck clamped in the routing jig',
      },
    },
    {
      title: de ? 'Tonhölzer: Was Erle, Esche und Nussbaum ausmacht' : 'Tonewoods: alder, ash and walnut compared',
      href: p(lang, '/blog/choosing-tonewoods'),
      date: '2026-09-02',
      category: 'Guide',
      readingMinutes: 6,
      excerpt: de
        ? 'Gewicht, Maserung und Klang: ein ehrlicher Blick auf die Hölzer, die wir für Korpusse verwenden.'
        : 'Weight, grain and tone: an honest look at the woods we use for bodies.',
      image: {
        src: sampleArt.kestrel,
        alt: de ? 'Drei Korpusrohlinge nebeneinander' : 'Three body blanks side by side',
      },
    },
    {
      title: de ? 'Zu Besuch bei Lena Brandt' : 'On tour with Lena Brandt',
      href: p(lang, '/blog/on-tour-with-lena-brandt'),
      date: '2026-07-21',
      category: de ? 'Künstler' : 'Artists',
      readingMinutes: 4,
      excerpt: de
        ? 'Zwölf Konzerte, ein Heron P-4 und keine einzige neu gezogene Saite.'
        : 'Twelve shows, one Heron P-4 and not a single string change.',
      image: { src: sampleArt.heronP, alt: de ? 'Heron P-4 auf einem Bühnenständer' : 'Heron P-4 on a stage stand' },
    },
  ];
}

export const sampleRichText: Record<Lang, string> = {
  en: `Every Tonewood instrument starts as a plank in our drying room. **Eighteen months** later it becomes a body.

## What you get

- A hand-carved neck with a *satin oil* finish
- Pickups wound in-house
- A hard case and a signed build sheet

### Delivery

Built-to-order instruments take about 12 weeks. Stock instruments ship in about 4-5 working days — see [shipping & delivery](/shipping-delivery) or [write to us](mailto:workshop@tonewood.example).

> The best neck is the one you forget you are holding.

1. Choose your model
2. Configure woods and finish
3. Request a quote
`,
  de: `Jedes Tonewood-Instrument beginnt als Brett in unserem Trockenraum. **Achtzehn Monate** später wird daraus ein Korpus.

## Was du bekommst

- Einen handgeschnitzten Hals mit *seidenmattem Öl*
- Tonabnehmer, die wir selbst wickeln
- Einen Koffer und ein signiertes Baublatt

### Lieferung

Auftragsbauten dauern etwa 12 Wochen. Lagerinstrumente versenden wir in etwa 4-5 Werktagen – siehe [Versand & Lieferung](/de/shipping-delivery) oder [schreib uns](mailto:workshop@tonewood.example).

> Der beste Hals ist der, den du beim Spielen vergisst.

1. Modell wählen
2. Hölzer und Oberfläche konfigurieren
3. Angebot anfragen
`,
};

/** Markdown a compromised or careless CMS entry might contain. */
export const unsafeMarkdown = `Safe text before.

<script>window.__tonewoodPwned = true</script>

<img src="x" onerror="window.__tonewoodPwned = true">

<a href="/ok" onclick="window.__tonewoodPwned = true">inline HTML link</a>

[A javascript: link](javascript:window.__tonewoodPwned=true) and [a data: link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)

<iframe src="https://evil.example"></iframe>

Safe text after with a [real link](/blog).
`;

export const sampleLegal: Record<Lang, { title: string; markdown: string }> = {
  en: {
    title: 'Terms and conditions',
    markdown: `These terms apply to every order placed at Tonewood Instruments.

## 1. Scope

They cover instruments, amplification, merch and ready-to-ship items bought in this shop.

## 2. Contract

Your order is an offer; the contract is made when we confirm it by email.

### 2.1 Built-to-order instruments

Custom builds start after your written approval of the build sheet.

## 3. Prices and payment

All prices include 19% VAT. Export prices can be shown excluding VAT.

## 4. Delivery

Stock items ship in about 4-5 working days. See [shipping & delivery](/shipping-delivery).
`,
  },
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    markdown: `Diese Bedingungen gelten für jede Bestellung bei Tonewood Instruments.

## 1. Geltungsbereich

Sie umfassen Instrumente, Verstärker, Merch und sofort lieferbare Artikel aus diesem Shop.

## 2. Vertragsschluss

Deine Bestellung ist ein Angebot; der Vertrag kommt mit unserer Bestätigung per E-Mail zustande.

### 2.1 Auftragsbauten

Auftragsbauten beginnen nach deiner schriftlichen Freigabe des Baublatts.

## 3. Preise und Zahlung

Alle Preise inkl. 19 % MwSt. Exportpreise können ohne MwSt. angezeigt werden.

## 4. Lieferung

Lagerartikel versenden wir in etwa 4-5 Werktagen. Siehe [Versand & Lieferung](/de/shipping-delivery).
`,
  },
};
