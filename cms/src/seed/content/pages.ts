import { MADE_TO_SPECIFICATION_NOTICE } from '@tonewood/rules';
import type { ImageKey, Localized } from './types';

export type PageSeed = {
  slug: string;
  cover?: ImageKey;
  content: Localized<{ title: string; intro: string; body: string; seoDescription: string }>;
};

const company = {
  name: 'Tonewood Instrumentenbau GmbH',
  street: 'Werkstattweg 12',
  city: '04229 Leipzig',
  email: 'hello@tonewood.example',
  phone: '+49 341 555 0142',
};

/** The withdrawal function's page (built by the site) and where the contact form is, per language. */
const withdrawalPath = { en: '/withdrawal', de: '/de/withdrawal' };
const contactFormPath = { en: '/about#contact-title', de: '/de/about#contact-title' };

/**
 * The site build replaces this placeholder with the build's date in the page's language
 * (site/gatsby/pages/content.ts), so the statement says when its checks last ran.
 */
const BUILD_DATE = '{{buildDate}}';

export const pages: PageSeed[] = [
  {
    slug: 'about',
    cover: 'workbench',
    content: {
      en: {
        title: 'About the workshop',
        intro: 'Four people, one workshop in Leipzig and about sixty handmade guitars, basses and amplifiers a year.',
        seoDescription:
          'Meet the people behind Tonewood, a small guitar and bass workshop in Leipzig, and get in touch.',
        body: `Tonewood started in 2016 in a rented garage with one workbench, a bandsaw and a lot of borrowed clamps. Today we are four luthiers in a former print shop in Leipzig-Plagwitz, and we still build every instrument from the rough board to the final setup ourselves.

## What we make

Electric guitars and basses built to order, a small tube amplifier, and — between the custom orders — a few instruments that are ready to ship. We use air-dried European woods where we can, wind most of our pickups by hand, and finish with lacquer, oil or shellac depending on how you play.

## Visit us

The workshop is open for visits by appointment, usually Thursday afternoons and Saturday mornings. Bring your own guitar if you like; we are always happy to compare necks.

## Contact

Tell us about the instrument you have in mind through the form below, or write to ${company.email}. We answer every request within 1-3 business days.`,
      },
      de: {
        title: 'Über die Werkstatt',
        intro:
          'Vier Menschen, eine Werkstatt in Leipzig und rund sechzig handgebaute Gitarren, Bässe und Verstärker im Jahr.',
        seoDescription:
          'Lerne die Menschen hinter Tonewood kennen, einer kleinen Gitarren- und Basswerkstatt in Leipzig, und nimm Kontakt auf.',
        body: `Tonewood begann 2016 in einer gemieteten Garage mit einer Werkbank, einer Bandsäge und vielen geliehenen Zwingen. Heute sind wir vier Instrumentenbauerinnen und -bauer in einer ehemaligen Druckerei in Leipzig-Plagwitz, und noch immer bauen wir jedes Instrument selbst – vom rohen Brett bis zur letzten Einstellung.

## Was wir bauen

E-Gitarren und E-Bässe auf Bestellung, einen kleinen Röhrenverstärker und – zwischen den Auftragsarbeiten – einige sofort lieferbare Instrumente. Wo es geht, verwenden wir luftgetrocknete europäische Hölzer, die meisten Tonabnehmer wickeln wir von Hand, und die Oberfläche ist Lack, Öl oder Schellack, je nachdem, wie du spielst.

## Besuch uns

Nach Vereinbarung kannst du uns in der Werkstatt besuchen, meist donnerstagnachmittags und samstagvormittags. Bring gern deine eigene Gitarre mit; wir vergleichen immer gern Hälse.

## Kontakt

Erzähl uns über das Formular unten von dem Instrument, das dir vorschwebt, oder schreib an ${company.email}. Wir beantworten jede Anfrage innerhalb von 1-3 Werktagen.`,
      },
    },
  },
  {
    slug: 'artists',
    cover: 'bass-natural',
    content: {
      en: {
        title: 'Artists',
        intro:
          'Musicians who play our instruments on stage and in the studio — and who tell us, honestly, what could be better.',
        seoDescription: 'The musicians who play Tonewood guitars, basses and amplifiers on stage and in the studio.',
        body: `We build for players, and some of them have been with us since the garage days. They take our instruments on tour, into the studio and onto small stages, and they are our most demanding testers.

## Ella Brandt — bass

Ella plays around a hundred shows a year with her band and owns a matched set of three Tonewood basses: fretted, fretless and a short-scale backup. "I stopped thinking about my instrument. That's the best thing I can say about it."

## Tomasz Wiśniewski — guitar

Tomasz is a session guitarist in Berlin. His single-cut with hand-wound humbuckers and a shellac-finished top has been on more records than he can count.

## Clara & Finn — duo

The folk duo plays our five-watt combo on every tour, in living rooms and small clubs. Finn's short-scale baritone guitar was one of the strangest and nicest commissions we have had.

*Would you like to play one of our instruments on stage? Write to us via the about page.*`,
      },
      de: {
        title: 'Künstlerinnen und Künstler',
        intro:
          'Musikerinnen und Musiker, die unsere Instrumente auf der Bühne und im Studio spielen – und uns ehrlich sagen, was besser sein könnte.',
        seoDescription:
          'Die Musikerinnen und Musiker, die Tonewood-Gitarren, -Bässe und -Verstärker auf der Bühne und im Studio spielen.',
        body: `Wir bauen für Spielerinnen und Spieler, und einige von ihnen sind seit den Garagentagen dabei. Sie nehmen unsere Instrumente mit auf Tour, ins Studio und auf kleine Bühnen und sind unsere strengsten Testerinnen und Tester.

## Ella Brandt – Bass

Ella spielt mit ihrer Band rund hundert Konzerte im Jahr und besitzt ein abgestimmtes Set aus drei Tonewood-Bässen: bundiert, bundlos und ein Short-Scale als Ersatz. „Ich denke nicht mehr über mein Instrument nach. Etwas Besseres kann ich nicht darüber sagen.“

## Tomasz Wiśniewski – Gitarre

Tomasz ist Studiogitarrist in Berlin. Seine Single-Cut mit handgewickelten Humbuckern und schellackpolierter Decke ist auf mehr Platten zu hören, als er zählen kann.

## Clara & Finn – Duo

Das Folk-Duo spielt auf jeder Tour über unseren Fünf-Watt-Combo, in Wohnzimmern und kleinen Clubs. Finns Bariton-Gitarre mit kurzer Mensur war einer der ungewöhnlichsten und schönsten Aufträge, die wir je hatten.

*Möchtest du eines unserer Instrumente auf der Bühne spielen? Schreib uns über die Seite „Über uns“.*`,
      },
    },
  },
  {
    slug: 'partners',
    cover: 'tonewood-stack',
    content: {
      en: {
        title: 'Partners',
        intro: 'The small businesses whose wood, wire and cloth end up in our instruments.',
        seoDescription: 'The sawmills, suppliers and craftspeople Tonewood works with.',
        body: `A handmade instrument is only as good as what goes into it. These are the people we buy from and work with, most of them within a day's drive of the workshop.

## Hartmann Tonholz

A family sawmill in the Erzgebirge that air-dries alder, ash and maple for at least five years before we see it. We choose our boards on site, twice a year.

## Weberei Lindner

A small weaving mill in Saxony that produces the grille cloth for our amplifiers on looms from the 1960s.

## Kupferdraht Nord

Our supplier of enamelled pickup wire, who still stocks the plain enamel and heavy formvar insulation that vintage-style pickups need.

## Werkstatt Sattler

A saddler in Halle who makes our leather straps and the handles of our cases by hand.`,
      },
      de: {
        title: 'Partner',
        intro: 'Die kleinen Betriebe, deren Holz, Draht und Stoff in unseren Instrumenten steckt.',
        seoDescription: 'Die Sägewerke, Lieferanten und Handwerksbetriebe, mit denen Tonewood zusammenarbeitet.',
        body: `Ein handgebautes Instrument ist nur so gut wie das, was darin steckt. Bei diesen Menschen kaufen wir ein und mit ihnen arbeiten wir zusammen – die meisten sind keine Tagesreise von der Werkstatt entfernt.

## Hartmann Tonholz

Ein Familiensägewerk im Erzgebirge, das Erle, Esche und Ahorn mindestens fünf Jahre an der Luft trocknet, bevor wir es zu sehen bekommen. Zweimal im Jahr suchen wir unsere Bretter vor Ort aus.

## Weberei Lindner

Eine kleine Weberei in Sachsen, die den Bespannstoff für unsere Verstärker auf Webstühlen aus den 1960er-Jahren herstellt.

## Kupferdraht Nord

Unser Lieferant für Tonabnehmerdraht, der noch Plain-Enamel- und Heavy-Formvar-Isolierung führt, wie sie Vintage-Tonabnehmer brauchen.

## Werkstatt Sattler

Ein Sattler in Halle, der unsere Ledergurte und die Griffe unserer Koffer von Hand fertigt.`,
      },
    },
  },
  {
    slug: 'cookies',
    content: {
      en: {
        title: 'Cookies',
        intro: 'Which cookies this site sets, why, and how you change your choice.',
        seoDescription: 'Information about the cookies used on the Tonewood web shop and how to manage your consent.',
        body: `We use as few cookies as we can. You decide in the cookie banner which categories you allow, and you can change your choice at any time with the "Cookie settings" link in the footer.

## Necessary

These keep the shop working and cannot be switched off: your cart, your chosen language and shipping country, and your cookie choice itself. They are stored for up to twelve months.

## Functional

These remember convenience settings and load embedded content such as the contact form and workshop videos. Embedded content is only loaded after you accept it.

## Optional

Anonymous visitor statistics that help us understand which pages are read. We do not use advertising cookies and do not share data with ad networks.

## Questions

Write to ${company.email} if anything here is unclear.`,
      },
      de: {
        title: 'Cookies',
        intro: 'Welche Cookies diese Website setzt, wozu, und wie du deine Auswahl änderst.',
        seoDescription: 'Informationen zu den Cookies im Tonewood-Shop und dazu, wie du deine Einwilligung verwaltest.',
        body: `Wir verwenden so wenige Cookies wie möglich. Im Cookie-Banner entscheidest du, welche Kategorien du erlaubst, und über den Link „Cookie-Einstellungen“ im Footer kannst du deine Auswahl jederzeit ändern.

## Notwendig

Diese Cookies halten den Shop am Laufen und lassen sich nicht abschalten: dein Warenkorb, deine gewählte Sprache und dein Lieferland sowie deine Cookie-Auswahl selbst. Sie werden bis zu zwölf Monate gespeichert.

## Funktional

Diese Cookies merken sich Komforteinstellungen und laden eingebettete Inhalte wie das Kontaktformular und Werkstattvideos. Eingebettete Inhalte werden erst geladen, wenn du zustimmst.

## Optional

Anonyme Besuchsstatistiken, die uns zeigen, welche Seiten gelesen werden. Werbe-Cookies setzen wir nicht ein, und wir geben keine Daten an Werbenetzwerke weiter.

## Fragen

Schreib an ${company.email}, wenn hier etwas unklar ist.`,
      },
    },
  },
  {
    slug: 'imprint',
    content: {
      en: {
        title: 'Imprint',
        intro: 'Legal information about the operator of this web shop.',
        seoDescription: 'Legal notice of Tonewood Instrumentenbau GmbH, Leipzig.',
        body: `## Operator

${company.name}
${company.street}
${company.city}
Germany

## Contact

Phone: ${company.phone}
Email: ${company.email}

## Represented by

Mira Hoffmann and Jonas Reuter, managing directors

## Register

Commercial register: Amtsgericht Leipzig, HRB 31 842
VAT ID: DE 298 765 432

## Responsible for content

Mira Hoffmann, address as above

## Online dispute resolution

We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.`,
      },
      de: {
        title: 'Impressum',
        intro: 'Angaben zum Betreiber dieses Onlineshops.',
        seoDescription: 'Impressum der Tonewood Instrumentenbau GmbH, Leipzig.',
        body: `## Betreiber

${company.name}
${company.street}
${company.city}
Deutschland

## Kontakt

Telefon: ${company.phone}
E-Mail: ${company.email}

## Vertreten durch

Mira Hoffmann und Jonas Reuter, Geschäftsführung

## Registereintrag

Handelsregister: Amtsgericht Leipzig, HRB 31 842
Umsatzsteuer-ID: DE 298 765 432

## Verantwortlich für den Inhalt

Mira Hoffmann, Anschrift wie oben

## Streitbeilegung

Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.`,
      },
    },
  },
  {
    slug: 'privacy',
    content: {
      en: {
        title: 'Privacy policy',
        intro: 'What personal data we process when you visit the shop, order, subscribe or send us a request.',
        seoDescription: 'How Tonewood processes personal data in the web shop, newsletter and contact forms.',
        body: `## Controller

${company.name}, ${company.street}, ${company.city}, ${company.email}

## Visiting the site

Our hosting provider processes your IP address and the pages you request to deliver the site and to keep it secure. These logs are deleted after fourteen days (Art. 6(1)(f) GDPR).

## Orders

To process an order we need your name, email address, shipping and billing address and your payment method (Art. 6(1)(b) GDPR). Payment data is handled by the payment provider you choose; we never see full card numbers. Order records are kept for ten years, as tax law requires.

## Newsletter

If you subscribe, we store your email address, optionally your name, and the time of your consent. You can unsubscribe with the link in every newsletter.

## Quote and contact requests

We store what you send us — name, email, location and your message — to answer your request and, if you order, to build your instrument. Requests that do not lead to an order are deleted after two years.

## Your rights

You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a supervisory authority, for example the Saxon Data Protection Commissioner.`,
      },
      de: {
        title: 'Datenschutzerklärung',
        intro:
          'Welche personenbezogenen Daten wir verarbeiten, wenn du den Shop besuchst, bestellst, den Newsletter abonnierst oder uns eine Anfrage schickst.',
        seoDescription:
          'Wie Tonewood personenbezogene Daten im Onlineshop, im Newsletter und in Kontaktformularen verarbeitet.',
        body: `## Verantwortlicher

${company.name}, ${company.street}, ${company.city}, ${company.email}

## Besuch der Website

Unser Hosting-Anbieter verarbeitet deine IP-Adresse und die aufgerufenen Seiten, um die Website auszuliefern und sie abzusichern. Diese Protokolle werden nach vierzehn Tagen gelöscht (Art. 6 Abs. 1 lit. f DSGVO).

## Bestellungen

Für die Abwicklung einer Bestellung benötigen wir Name, E-Mail-Adresse, Liefer- und Rechnungsanschrift sowie die Zahlungsart (Art. 6 Abs. 1 lit. b DSGVO). Zahlungsdaten verarbeitet der von dir gewählte Zahlungsdienstleister; vollständige Kartennummern sehen wir nie. Bestelldaten bewahren wir aufgrund steuerrechtlicher Pflichten zehn Jahre auf.

## Newsletter

Wenn du den Newsletter abonnierst, speichern wir deine E-Mail-Adresse, optional deinen Namen und den Zeitpunkt deiner Einwilligung. Abmelden kannst du dich über den Link in jedem Newsletter.

## Angebots- und Kontaktanfragen

Wir speichern, was du uns schickst – Name, E-Mail, Ort und deine Nachricht –, um deine Anfrage zu beantworten und im Fall einer Bestellung dein Instrument zu bauen. Anfragen ohne Bestellung löschen wir nach zwei Jahren.

## Deine Rechte

Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, dich bei einer Aufsichtsbehörde zu beschweren, etwa bei der Sächsischen Datenschutz- und Transparenzbeauftragten.`,
      },
    },
  },
  {
    slug: 'revocation-policy',
    content: {
      en: {
        title: 'Revocation policy',
        intro:
          'Your right to withdraw from a purchase within fourteen days, and the exception for custom-built instruments.',
        seoDescription: 'Right of withdrawal for purchases in the Tonewood web shop.',
        body: `## Right of withdrawal

You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day on which you, or a third party named by you who is not the carrier, take possession of the goods.

To exercise your right, inform us — ${company.name}, ${company.street}, ${company.city}, ${company.email} — by a clear statement, for example a letter or an email.

You can also withdraw with the withdrawal function on our website: follow the link [Withdraw from contract](${withdrawalPath.en}) in the footer of every page or on your order page, fill in the form and confirm it with “Confirm withdrawal”. No customer account is needed. We send you a confirmation of receipt by email at once.

To meet the withdrawal period, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.

## Effects of withdrawal

We refund all payments received from you, including standard delivery costs, without undue delay and at the latest within fourteen days of receiving your withdrawal. We may withhold the refund until we have received the goods back. You bear the direct cost of returning the goods.

## Exception: made to your specification

There is no right of withdrawal for goods that are made to your specification or clearly tailored to your personal needs (§ 312g (2) no. 1 BGB), such as a guitar or bass ordered through the configurator with your choice of woods, neck profile or electronics. Such products say so on the product page, in the checkout and in the quote: “${MADE_TO_SPECIFICATION_NOTICE.en}”. Ready-to-ship instruments and merchandise can be returned as described above.`,
      },
      de: {
        title: 'Widerrufsbelehrung',
        intro:
          'Dein Recht, einen Kauf innerhalb von vierzehn Tagen zu widerrufen, und die Ausnahme für Instrumente nach Maß.',
        seoDescription: 'Widerrufsrecht für Käufe im Tonewood-Onlineshop.',
        body: `## Widerrufsrecht

Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen hast bzw. hat.

Um dein Widerrufsrecht auszuüben, musst du uns – ${company.name}, ${company.street}, ${company.city}, ${company.email} – mittels einer eindeutigen Erklärung, etwa per Brief oder E-Mail, über deinen Entschluss informieren.

Du kannst auch die Widerrufsfunktion auf unserer Website nutzen: Folge dem Link [Vertrag widerrufen](${withdrawalPath.de}) in der Fußzeile jeder Seite oder auf deiner Bestellseite, füll das Formular aus und bestätige es mit „Widerruf bestätigen“. Ein Kundenkonto brauchst du dafür nicht. Wir schicken dir sofort eine Eingangsbestätigung per E-Mail.

Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.

## Folgen des Widerrufs

Wir erstatten dir alle Zahlungen, die wir von dir erhalten haben, einschließlich der Standardversandkosten, unverzüglich und spätestens binnen vierzehn Tagen ab Eingang deines Widerrufs. Wir können die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben. Die unmittelbaren Kosten der Rücksendung trägst du.

## Ausnahme: nach deinen Vorgaben gefertigt

Das Widerrufsrecht besteht nicht bei Waren, die nach deinen Vorgaben angefertigt werden oder eindeutig auf deine persönlichen Bedürfnisse zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB), etwa einer Gitarre oder einem Bass, die du im Konfigurator mit eigener Holzauswahl, eigenem Halsprofil oder eigener Elektronik bestellst. Solche Produkte sagen das auf der Produktseite, im Checkout und im Angebot: „${MADE_TO_SPECIFICATION_NOTICE.de}“. Sofort lieferbare Instrumente und Merchandise kannst du wie oben beschrieben zurückgeben.`,
      },
    },
  },
  {
    slug: 'shipping-delivery',
    cover: 'guitar-case',
    content: {
      en: {
        title: 'Shipping & delivery',
        intro: 'Where we ship, what it costs, how long it takes and how your instrument is packed.',
        seoDescription: 'Shipping zones, delivery times, costs and VAT for orders from the Tonewood web shop.',
        body: `## Delivery time

Items in stock and ready-to-ship instruments arrive in about 4-5 working days. Instruments built to order arrive in about 6-10 weeks, the build included; a few take longer (a carved archtop about 13 weeks). Each product page names the delivery time of the variant you choose.

## Shipping zones

- **Germany:** prices include 19 % VAT.
- **European Union:** prices include 19 % German VAT.
- **Export** (rest of Europe, Switzerland, United Kingdom, United States): prices are shown without VAT. Import duties and taxes of the destination country are paid on delivery.

## Packing

Guitars and basses travel in their hard case inside a double-walled carton with the strings slackened, insured for the full value. Amplifiers ship with their tubes packed separately.

## Costs

Shipping costs depend on the product type and the zone and are shown in the cart before you pay. Merchandise ships free within Germany.

## Damage in transit

Please check the parcel when it arrives and note any visible damage with the carrier. Then send us a photo — we take care of the rest.`,
      },
      de: {
        title: 'Versand & Lieferung',
        intro: 'Wohin wir liefern, was es kostet, wie lange es dauert und wie dein Instrument verpackt wird.',
        seoDescription:
          'Versandzonen, Lieferzeiten, Kosten und Mehrwertsteuer für Bestellungen im Tonewood-Onlineshop.',
        body: `## Lieferzeit

Lagerware und sofort lieferbare Instrumente sind in ca. 4-5 Werktagen bei dir. Instrumente, die wir auf Bestellung bauen, liefern wir in ca. 6-10 Wochen, den Bau eingerechnet; manche brauchen länger (eine geschnitzte Archtop ca. 13 Wochen). Jede Produktseite nennt die Lieferzeit der gewählten Variante.

## Versandzonen

- **Deutschland:** Preise inklusive 19 % MwSt.
- **Europäische Union:** Preise inklusive 19 % deutscher MwSt.
- **Export** (übriges Europa, Schweiz, Vereinigtes Königreich, USA): Preise ohne MwSt. Einfuhrabgaben und Steuern des Ziellandes werden bei der Zustellung fällig.

## Verpackung

Gitarren und Bässe reisen im Koffer in einem doppelwandigen Karton mit entspannten Saiten und sind in voller Höhe versichert. Bei Verstärkern verpacken wir die Röhren separat.

## Kosten

Die Versandkosten hängen von Produktart und Zone ab und werden im Warenkorb angezeigt, bevor du bezahlst. Merchandise versenden wir innerhalb Deutschlands kostenlos.

## Transportschäden

Bitte prüfe das Paket bei der Ankunft und lass sichtbare Schäden vom Zusteller vermerken. Schick uns dann ein Foto – um alles Weitere kümmern wir uns.`,
      },
    },
  },
  {
    slug: 'terms-and-conditions',
    content: {
      en: {
        title: 'Terms and conditions',
        intro: 'The terms that apply to every order in the Tonewood web shop.',
        seoDescription: 'General terms and conditions of Tonewood Instrumentenbau GmbH for orders in the web shop.',
        body: `## 1. Scope

These terms apply to all orders placed with ${company.name} (“we”) through this web shop by consumers and businesses.

## 2. Contract

The presentation of products in the shop is not a binding offer. By clicking “Place order” you make a binding offer; the contract is concluded when we confirm the order by email. For custom instruments the contract is concluded when we confirm the agreed specification.

## 3. Prices and payment

All prices are in euros. For deliveries within the European Union they include 19 % VAT; for export they are shown without VAT. You pay by credit or debit card or by bank transfer. Custom instruments require a deposit of 30 % before we start work.

## 4. Delivery

Delivery times are stated on the product page and in the order confirmation. See *Shipping & delivery* for zones and costs.

## 5. Right of withdrawal

Consumers have a right of withdrawal as set out in the *Revocation policy*. You can withdraw by letter, by email or with the withdrawal function on our website: [Withdraw from contract](${withdrawalPath.en}), linked in the footer of every page and on your order page; no customer account is needed. Goods made to your specification (§ 312g (2) no. 1 BGB) are excluded from the right of withdrawal.

## 6. Retention of title

The goods remain our property until paid in full.

## 7. Warranty

The statutory warranty rights apply. In addition we give a voluntary five-year guarantee on the neck and the glue joints of every instrument we build.

## 8. Final provisions

German law applies, excluding the UN Convention on Contracts for the International Sale of Goods, insofar as this does not deprive consumers of the protection of the law of their country of residence.`,
      },
      de: {
        title: 'Allgemeine Geschäftsbedingungen',
        intro: 'Die Bedingungen, die für jede Bestellung im Tonewood-Onlineshop gelten.',
        seoDescription:
          'Allgemeine Geschäftsbedingungen der Tonewood Instrumentenbau GmbH für Bestellungen im Onlineshop.',
        body: `## 1. Geltungsbereich

Diese Bedingungen gelten für alle Bestellungen, die Verbraucher und Unternehmer über diesen Onlineshop bei der ${company.name} („wir“) aufgeben.

## 2. Vertragsschluss

Die Darstellung der Produkte im Shop ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab; der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen. Bei Instrumenten nach Maß kommt der Vertrag mit unserer Bestätigung der vereinbarten Spezifikation zustande.

## 3. Preise und Zahlung

Alle Preise verstehen sich in Euro. Bei Lieferungen innerhalb der Europäischen Union enthalten sie 19 % MwSt., beim Export werden sie ohne MwSt. ausgewiesen. Du bezahlst per Kredit- oder Debitkarte oder per Überweisung. Für Instrumente nach Maß ist vor Arbeitsbeginn eine Anzahlung von 30 % fällig.

## 4. Lieferung

Die Lieferzeiten stehen auf der Produktseite und in der Bestellbestätigung. Zonen und Kosten findest du unter *Versand & Lieferung*.

## 5. Widerrufsrecht

Verbrauchern steht ein Widerrufsrecht nach Maßgabe der *Widerrufsbelehrung* zu. Du kannst per Brief, per E-Mail oder mit der Widerrufsfunktion auf unserer Website widerrufen: [Vertrag widerrufen](${withdrawalPath.de}), verlinkt in der Fußzeile jeder Seite und auf deiner Bestellseite; ein Kundenkonto brauchst du dafür nicht. Waren, die nach deinen Vorgaben gefertigt werden (§ 312g Abs. 2 Nr. 1 BGB), sind vom Widerrufsrecht ausgenommen.

## 6. Eigentumsvorbehalt

Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.

## 7. Gewährleistung

Es gelten die gesetzlichen Gewährleistungsrechte. Zusätzlich geben wir auf Hals und Leimverbindungen jedes von uns gebauten Instruments eine freiwillige Garantie von fünf Jahren.

## 8. Schlussbestimmungen

Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts, soweit Verbrauchern dadurch nicht der Schutz des Rechts ihres Aufenthaltsstaats entzogen wird.`,
      },
    },
  },
  {
    slug: 'accessibility',
    content: {
      en: {
        title: 'Accessibility statement',
        intro: 'How accessible the Tonewood web shop is, how we check it, what does not work yet and whom to tell.',
        seoDescription:
          'Accessibility statement of the Tonewood web shop under the Accessibility Strengthening Act (BFSG): WCAG 2.2 AA, known limitations, contact and enforcement.',
        body: `## Scope

This statement applies to the Tonewood web shop at tonewood.example in English and German: the catalog, the cart, the checkout, the configurator, the search, the journal and the content pages. We publish it under the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG), which implements the European Accessibility Act (Directive (EU) 2019/882).

## Standard

The shop is designed to meet the **Web Content Accessibility Guidelines (WCAG) 2.2, level AA**, which cover the requirements of the harmonised European standard EN 301 549. It is partially conformant: the exceptions are listed under *Known limitations*.

## How we check it

Our automated test suite runs before every release, in a real browser and in both languages:

- **axe** checks every component of our design system and the shop's pages (among them cart, checkout, configurator, search and the legal pages) against WCAG 2.0, 2.1 and 2.2, levels A and AA; a single violation fails the run.
- **Keyboard tests** go through menus, search, cart, checkout, configurator and forms with the keyboard only and check that the focus is visible at every step.

This version of the shop was built on ${BUILD_DATE}.

## Known limitations

- **Configurator preview:** the picture of your instrument is drawn from layered images. A screen reader announces the model and your choices, and every choice is listed as text beside it, but colours, wood grain and finishes can only be seen.
- **Image descriptions:** the alternative texts of product and journal images are written by our team in the content system and the catalog. Some may describe an image only briefly; tell us when one does not help you.
- **Quote PDF:** the PDF of a configuration is not a tagged PDF. Everything it contains is also on the configurator page and in the confirmation email.
- **Third-party content:** the workshop video and the contact form on the *About us* page are embedded from other providers and appear only with your consent. We cannot fully control their accessibility; you can reach us by email or phone instead.

## Feedback and contact

If you meet a barrier in the shop or need content in another form, write to [${company.email}](mailto:${company.email}), call [${company.phone}](tel:${company.phone.replace(/\s/g, '')}) or use the [contact form](${contactFormPath.en}). We answer **within 5 working days** and tell you how and by when we will remove the barrier.

## Enforcement

If our answer does not solve the problem, you can turn to the market surveillance authority responsible for the BFSG:

Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)
Magdeburg, Germany
[www.mlbf-barrierefrei.de](https://www.mlbf-barrierefrei.de)

## Date of this statement

This statement was drawn up on November 26, 2026 and is reviewed with every larger change to the shop. The page you are reading belongs to the build of ${BUILD_DATE}.`,
      },
      de: {
        title: 'Erklärung zur Barrierefreiheit',
        intro:
          'Wie barrierefrei der Tonewood-Onlineshop ist, wie wir das prüfen, was noch nicht geht und wem du es sagen kannst.',
        seoDescription:
          'Erklärung zur Barrierefreiheit des Tonewood-Onlineshops nach dem Barrierefreiheitsstärkungsgesetz (BFSG): WCAG 2.2 AA, bekannte Einschränkungen, Kontakt und Durchsetzung.',
        body: `## Geltungsbereich

Diese Erklärung gilt für den Tonewood-Onlineshop unter tonewood.example auf Deutsch und Englisch: Katalog, Warenkorb, Checkout, Konfigurator, Suche, Journal und Inhaltsseiten. Wir veröffentlichen sie nach dem Barrierefreiheitsstärkungsgesetz (BFSG), das den European Accessibility Act (Richtlinie (EU) 2019/882) umsetzt.

## Standard

Der Shop ist darauf ausgelegt, die **Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA** zu erfüllen, die die Anforderungen der harmonisierten europäischen Norm EN 301 549 abdecken. Er ist teilweise konform: Die Ausnahmen stehen unter *Bekannte Einschränkungen*.

## Wie wir das prüfen

Unsere automatischen Tests laufen vor jeder Veröffentlichung, in einem echten Browser und in beiden Sprachen:

- **axe** prüft jede Komponente unseres Designsystems und die Seiten des Shops (darunter Warenkorb, Checkout, Konfigurator, Suche und die Rechtstexte) gegen WCAG 2.0, 2.1 und 2.2, Stufen A und AA; schon ein Verstoß lässt den Lauf scheitern.
- **Tastaturtests** bedienen Menüs, Suche, Warenkorb, Checkout, Konfigurator und Formulare nur mit der Tastatur und prüfen, dass der Fokus bei jedem Schritt sichtbar ist.

Diese Version des Shops wurde am ${BUILD_DATE} gebaut.

## Bekannte Einschränkungen

- **Vorschau im Konfigurator:** Das Bild deines Instruments wird aus übereinanderliegenden Bildern gezeichnet. Ein Screenreader nennt das Modell und deine Auswahl, und jede Auswahl steht daneben als Text, aber Farben, Maserung und Oberflächen sind nur zu sehen.
- **Bildbeschreibungen:** Die Alternativtexte der Produkt- und Journalbilder schreibt unser Team im Content-System und im Katalog. Manche beschreiben ein Bild vielleicht nur knapp; sag uns, wenn dir eine nicht weiterhilft.
- **Angebots-PDF:** Das PDF einer Konfiguration ist kein getaggtes PDF. Alles, was es enthält, steht auch auf der Konfiguratorseite und in der Bestätigungs-E-Mail.
- **Inhalte Dritter:** Das Werkstattvideo und das Kontaktformular auf der Seite *Über uns* sind von anderen Anbietern eingebunden und erscheinen nur mit deiner Einwilligung. Ihre Barrierefreiheit haben wir nicht vollständig in der Hand; du erreichst uns stattdessen per E-Mail oder Telefon.

## Feedback und Kontakt

Wenn du im Shop auf eine Barriere stößt oder Inhalte in einer anderen Form brauchst, schreib an [${company.email}](mailto:${company.email}), ruf an unter [${company.phone}](tel:${company.phone.replace(/\s/g, '')}) oder nutze das [Kontaktformular](${contactFormPath.de}). Wir antworten **innerhalb von 5 Werktagen** und sagen dir, wie und bis wann wir die Barriere beseitigen.

## Durchsetzungsverfahren

Löst unsere Antwort das Problem nicht, kannst du dich an die für das BFSG zuständige Marktüberwachungsbehörde wenden:

Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)
Magdeburg
[www.mlbf-barrierefrei.de](https://www.mlbf-barrierefrei.de)

## Stand dieser Erklärung

Diese Erklärung wurde am 26. November 2026 erstellt; wir überprüfen sie bei jeder größeren Änderung am Shop. Die Seite, die du liest, gehört zum Build vom ${BUILD_DATE}.`,
      },
    },
  },
];
