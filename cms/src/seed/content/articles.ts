import type { ImageKey, Localized } from './types';

export type ArticleSeed = {
  slug: string;
  author: string;
  publishedDate: string;
  cover: ImageKey;
  content: Localized<{ title: string; excerpt: string; body: string; seoDescription: string }>;
};

export const articles: ArticleSeed[] = [
  {
    slug: 'building-a-neck-contour-jig',
    author: 'Jonas Reuter',
    publishedDate: '2024-02-12',
    cover: 'neck-jig',
    content: {
      en: {
        title: 'Building a neck contour jig',
        excerpt:
          'How we carve a repeatable C, D or V profile in an afternoon with a plywood cradle, two templates and a router.',
        seoDescription: 'A step-by-step guide to the plywood jig we use to carve repeatable guitar neck profiles.',
        body: `Every player has an opinion about neck shape, and most of them can feel a difference of half a millimetre. Carving each profile freehand is beautiful work, but it is slow and hard to repeat. So we built a jig.

## The idea

The neck blank sits in a plywood cradle that can rotate around the centre line of the fretboard. A router rides on two rails above it, and the rails follow a pair of templates: one for the first fret, one for the twelfth. Rotate the neck a few degrees, take a pass, rotate again. The templates do the remembering.

## What you need

- 18 mm birch plywood for the cradle and the rails
- two 6 mm MDF templates per profile
- a trim router with a 12 mm bowl bit
- a couple of toggle clamps and a threaded rod as the pivot

## Making the templates

Draw the profile at full size, glue the drawing to MDF and cut just outside the line. Sand to the line on a disc sander and check the curve against a finished neck you like. We label every pair with the customer's name, because a good profile gets ordered twice.

## Using it

Take light passes — a millimetre at most — and keep the router moving from heel to nut. The jig leaves small facets that disappear after a few minutes with a cabinet scraper and 180-grit paper. What used to take us a full day now takes about ninety minutes, and the last thirty of those are still done by hand and by feel.`,
      },
      de: {
        title: 'Eine Schablone für die Halsform bauen',
        excerpt:
          'Wie wir mit einer Sperrholzwiege, zwei Profilschablonen und einer Oberfräse ein C-, D- oder V-Profil an einem Nachmittag reproduzierbar fräsen.',
        seoDescription: 'Schritt für Schritt: die Sperrholzvorrichtung, mit der wir Halsprofile wiederholgenau fräsen.',
        body: `Jeder Spieler hat eine Meinung zur Halsform, und die meisten spüren schon einen halben Millimeter Unterschied. Jedes Profil frei Hand zu schnitzen ist schöne Arbeit, aber langsam und schwer zu wiederholen. Also haben wir uns eine Vorrichtung gebaut.

## Die Idee

Der Halsrohling liegt in einer Wiege aus Sperrholz, die sich um die Mittellinie des Griffbretts drehen lässt. Darüber läuft eine Oberfräse auf zwei Schienen, und die Schienen folgen zwei Schablonen: eine für den ersten Bund, eine für den zwölften. Hals ein paar Grad drehen, einen Durchgang fräsen, wieder drehen. Das Merken übernehmen die Schablonen.

## Was du brauchst

- 18 mm Birkensperrholz für Wiege und Schienen
- zwei 6-mm-MDF-Schablonen pro Profil
- eine Kantenfräse mit 12-mm-Hohlkehlfräser
- ein paar Schnellspanner und eine Gewindestange als Drehachse

## Die Schablonen

Das Profil in Originalgröße zeichnen, auf MDF kleben und knapp neben der Linie aussägen. Am Tellerschleifer bis zur Linie schleifen und die Kurve an einem fertigen Hals prüfen, der sich gut anfühlt. Wir beschriften jedes Paar mit dem Namen der Kundin oder des Kunden, denn ein gutes Profil wird gern ein zweites Mal bestellt.

## In der Praxis

Nur dünne Späne nehmen – höchstens einen Millimeter – und die Fräse gleichmäßig vom Halsfuß zum Sattel führen. Die Vorrichtung hinterlässt kleine Facetten, die nach ein paar Minuten mit der Ziehklinge und 180er-Papier verschwinden. Was früher einen ganzen Tag gedauert hat, dauert jetzt etwa neunzig Minuten, und die letzten dreißig davon arbeiten wir nach wie vor von Hand und nach Gefühl.`,
      },
    },
  },
  {
    slug: 'workshop/finishing-with-shellac',
    author: 'Mira Hoffmann',
    publishedDate: '2024-03-04',
    cover: 'shellac-finish',
    content: {
      en: {
        title: 'Finishing with shellac',
        excerpt:
          'Why we still French-polish some of our guitars by hand, and what a thin shellac finish does for the sound and the feel of an instrument.',
        seoDescription: 'How and why we French-polish guitars with shellac in our workshop.',
        body: `Shellac is one of the oldest finishes in instrument making, and for some of our guitars it is still the best one. It is thin, it is repairable, and it lets the top move.

## Mixing the polish

We buy blonde dewaxed flakes and dissolve them in alcohol at a "two-pound cut" — roughly 250 grams of flakes per litre. The jar sits overnight and gets a shake whenever someone walks past. Fresh polish matters: shellac that is more than a few months old stays soft and never quite cures.

## Bodying and spiriting off

The pad, or *rubber*, is a ball of wool wrapped in linen. A few drops of polish go into the wool, a drop of oil onto the linen, and then it is small circles and figure eights, session after session. After a dozen sessions the pores are filled and the surface starts to glow. Spiriting off with almost pure alcohol removes the last streaks of oil.

## Living with it

A shellac finish will show the marks of use sooner than lacquer, and we think that is part of its charm. Keep the guitar away from hot cars and alcohol-based cleaners, wipe it with a dry cloth after playing, and bring it by the workshop once in a while: a tired French polish can be refreshed in an afternoon.`,
      },
      de: {
        title: 'Schellackpolitur in der Werkstatt',
        excerpt:
          'Warum wir manche Gitarren noch von Hand mit Schellack polieren und was eine dünne Oberfläche für Klang und Haptik bedeutet.',
        seoDescription: 'Wie und warum wir Gitarren in unserer Werkstatt mit Schellack polieren.',
        body: `Schellack ist eine der ältesten Oberflächen im Instrumentenbau und für manche unserer Gitarren noch immer die beste. Er ist dünn, er lässt sich ausbessern, und er lässt der Decke Luft zum Schwingen.

## Die Politur ansetzen

Wir kaufen helle, entwachste Schellackflocken und lösen sie in Alkohol auf – etwa 250 Gramm Flocken auf einen Liter. Das Glas steht über Nacht und wird geschüttelt, wann immer jemand vorbeikommt. Frische Politur ist wichtig: Schellack, der älter als ein paar Monate ist, bleibt weich und härtet nie richtig aus.

## Grundieren und Auspolieren

Der Ballen besteht aus Wolle, die in Leinen eingeschlagen ist. Ein paar Tropfen Politur in die Wolle, ein Tropfen Öl auf das Leinen, und dann folgen kleine Kreise und Achten, Durchgang für Durchgang. Nach etwa zwölf Durchgängen sind die Poren gefüllt, und die Oberfläche beginnt zu glänzen. Zum Schluss nimmt fast reiner Alkohol die letzten Ölschlieren ab.

## Im Alltag

Eine Schellackoberfläche zeigt Spielspuren früher als Lack – und genau das macht für uns ihren Reiz aus. Halte die Gitarre von heißen Autos und alkoholhaltigen Reinigern fern, wische sie nach dem Spielen mit einem trockenen Tuch ab und bring sie ab und zu in der Werkstatt vorbei: Eine müde Politur ist an einem Nachmittag aufgefrischt.`,
      },
    },
  },
  {
    slug: 'choosing-tonewood-for-a-bass',
    author: 'Jonas Reuter',
    publishedDate: '2024-04-18',
    cover: 'tonewood-stack',
    content: {
      en: {
        title: 'Choosing tonewood for a bass',
        excerpt:
          'Alder, ash or something heavier? What body and neck woods really change on a bass, and what they do not.',
        seoDescription: 'Alder, ash, maple and roasted woods: what body and neck wood change on a handmade bass.',
        body: `Wood is the question we are asked most often, and the honest answer is: less than the internet says, more than zero.

## Body woods

**Alder** is our default. It is light, stable and gives a round, even low end that sits well in a band. **Swamp ash** is lighter still and sounds a little more open, with a scooped midrange that slap players like. **Northern ash** is heavier and brighter. We choose each body blank by weight and by tapping it — the ones that ring go to basses, the ones that thud become guitar bodies or shelves.

## Neck woods

The neck matters more than the body for stability and attack. We use quartersawn maple almost exclusively, often roasted: the heat treatment drives out resin and moisture and makes the neck noticeably less sensitive to the seasons. A roasted neck on a bass with a 34" scale is the most trouble-free combination we know.

## What really changes the sound

Pickups, their position and your hands. Wood shapes the attack and the sustain, but a pickup moved two centimetres towards the bridge changes more than any body wood. When you order a bass from us we talk about all three, and we send you recordings of similar builds before we cut anything.`,
      },
      de: {
        title: 'Tonholz für einen Bass auswählen',
        excerpt:
          'Erle, Esche oder etwas Schwereres? Was Korpus- und Halsholz bei einem Bass wirklich verändern – und was nicht.',
        seoDescription:
          'Erle, Esche, Ahorn und Thermoholz: was Korpus- und Halsholz bei einem handgebauten Bass ausmachen.',
        body: `Nach dem Holz werden wir am häufigsten gefragt, und die ehrliche Antwort lautet: Es macht weniger aus, als das Internet behauptet, aber mehr als nichts.

## Korpushölzer

**Erle** ist unser Standard. Sie ist leicht, formstabil und liefert ein rundes, gleichmäßiges Bassfundament, das sich gut in die Band einfügt. **Sumpfesche** ist noch leichter, klingt etwas offener und hat die zurückgenommenen Mitten, die Slap-Spieler mögen. **Nordische Esche** ist schwerer und heller. Jeden Korpusrohling wählen wir nach Gewicht und nach Klopfprobe aus – die klingenden werden Bässe, die dumpfen werden Gitarrenkorpusse oder Regalbretter.

## Halshölzer

Für Stabilität und Ansprache ist der Hals wichtiger als der Korpus. Wir verwenden fast ausschließlich stehende Jahresringe aus Ahorn, oft thermisch behandelt: Die Hitze treibt Harz und Feuchtigkeit aus und macht den Hals spürbar unempfindlicher gegen Jahreszeiten. Ein Thermoahornhals an einem Bass mit 34"-Mensur ist die unkomplizierteste Kombination, die wir kennen.

## Was den Klang wirklich verändert

Tonabnehmer, ihre Position und deine Hände. Holz prägt Ansprache und Sustain, aber ein Tonabnehmer, der zwei Zentimeter näher an der Brücke sitzt, verändert mehr als jedes Korpusholz. Wenn du bei uns einen Bass bestellst, sprechen wir über alle drei Punkte und schicken dir Aufnahmen ähnlicher Instrumente, bevor wir das erste Brett zuschneiden.`,
      },
    },
  },
  {
    slug: 'why-we-build-to-order',
    author: 'Mira Hoffmann',
    publishedDate: '2024-05-27',
    cover: 'workbench',
    content: {
      en: {
        title: 'Why we build to order',
        excerpt:
          'Most of our instruments do not exist yet when you order them. Here is why, and what happens in the weeks in between.',
        seoDescription: 'What happens between your order and the day your handmade guitar or bass ships.',
        body: `Walk into our workshop and you will see about twenty instruments in progress and almost none hanging on the wall. That is on purpose.

## Every player is different

Neck profile, fret size, string spacing, pickup output, weight: each of these is a small decision, and together they decide whether an instrument ends up played every day or kept in its case. Building to order means we make those decisions with you instead of guessing.

## What happens after you order

1. **A conversation.** We call or write to clarify everything the configurator cannot ask — usually within one to three business days.
2. **Wood selection.** We photograph the boards we would use and send them to you.
3. **The build.** From your order to your door roughly six to ten weeks, depending on the finish; a carved archtop takes about thirteen. Each instrument's page names its own delivery time. You get photos at the main stages.
4. **Setup and testing.** Every instrument is played for a few days before it is packed.

## And if you cannot wait

Some instruments are finished between custom orders, from wood that was too nice to leave on the shelf. You find them under *Ready to ship*; they leave the workshop within about four to five working days.`,
      },
      de: {
        title: 'Warum wir auf Bestellung bauen',
        excerpt:
          'Die meisten unserer Instrumente gibt es noch gar nicht, wenn du sie bestellst. Warum das so ist – und was in den Wochen dazwischen passiert.',
        seoDescription:
          'Was zwischen deiner Bestellung und dem Versand deiner handgebauten Gitarre oder deines Basses passiert.',
        body: `Wer unsere Werkstatt betritt, sieht rund zwanzig Instrumente in Arbeit und fast keines an der Wand hängen. Das ist Absicht.

## Jeder spielt anders

Halsprofil, Bunddraht, Saitenabstand, Tonabnehmerleistung, Gewicht: Jede dieser Entscheidungen ist klein, doch zusammen bestimmen sie, ob ein Instrument jeden Tag gespielt wird oder im Koffer bleibt. Auf Bestellung zu bauen heißt, dass wir diese Entscheidungen gemeinsam mit dir treffen, statt zu raten.

## Was nach deiner Bestellung passiert

1. **Ein Gespräch.** Wir rufen an oder schreiben dir, um alles zu klären, was der Konfigurator nicht fragen kann – in der Regel innerhalb von ein bis drei Werktagen.
2. **Holzauswahl.** Wir fotografieren die Bretter, die wir verwenden würden, und schicken dir die Bilder.
3. **Der Bau.** Von deiner Bestellung bis zur Lieferung je nach Oberfläche etwa sechs bis zehn Wochen, bei einer geschnitzten Archtop etwa dreizehn. Auf der Seite jedes Instruments steht seine eigene Lieferzeit. Von den wichtigsten Schritten bekommst du Fotos.
4. **Einstellung und Test.** Jedes Instrument wird ein paar Tage gespielt, bevor wir es verpacken.

## Und wenn du nicht warten willst

Zwischen den Auftragsarbeiten entstehen manchmal Instrumente aus Holz, das zu schön war, um im Regal zu bleiben. Du findest sie unter *Sofort lieferbar*; sie verlassen die Werkstatt innerhalb von etwa vier bis fünf Werktagen.`,
      },
    },
  },
  {
    slug: 'setting-up-your-guitar-for-winter',
    author: 'Lena Vogt',
    publishedDate: '2024-10-21',
    cover: 'guitar-sunburst',
    content: {
      en: {
        title: 'Getting your guitar through the winter',
        excerpt:
          'Heating season is hard on wood. Four simple habits keep necks straight, frets flush and tops free of cracks.',
        seoDescription: 'Humidity, truss rod and fret care: how to keep a guitar healthy during the heating season.',
        body: `When the heating comes on, the air in most flats drops below 35 % relative humidity within a week. Wood gives off moisture, shrinks a little, and the guitar tells you about it.

## Watch the humidity

A cheap hygrometer next to where the guitar lives is the best ten euros you can spend. Between 40 and 55 % everything is fine. Below that, keep the guitar in its case with a humidifier pack, or run a room humidifier.

## Check the frets

Sharp fret ends are the first sign of a dry fretboard: the ebony or rosewood shrinks, the steel does not. A light pass with a fret file fixes it, or bring the guitar by and we do it while you wait.

## Adjust the truss rod — gently

Dry air usually makes the neck bow backwards a little, so the strings buzz in the low positions. A quarter turn counter-clockwise on the truss rod is normally enough. Never force it, and give the neck a day to settle before you judge.

## Mind the temperature

Let a cold guitar warm up in its case for half an hour before you open it. Sudden changes from a freezing car to a warm room are how lacquer checks and cracks begin.`,
      },
      de: {
        title: 'Die Gitarre gut durch den Winter bringen',
        excerpt:
          'Die Heizperiode setzt Holz zu. Vier einfache Gewohnheiten halten Hälse gerade, Bünde bündig und Decken rissfrei.',
        seoDescription: 'Luftfeuchtigkeit, Halsstab und Bünde: So bleibt die Gitarre in der Heizperiode gesund.',
        body: `Sobald die Heizung läuft, fällt die relative Luftfeuchtigkeit in den meisten Wohnungen innerhalb einer Woche unter 35 %. Das Holz gibt Feuchtigkeit ab, schrumpft ein wenig, und die Gitarre lässt es dich merken.

## Die Luftfeuchtigkeit im Blick behalten

Ein einfaches Hygrometer neben dem Platz der Gitarre sind die besten zehn Euro, die du ausgeben kannst. Zwischen 40 und 55 % ist alles in Ordnung. Darunter bleibt die Gitarre im Koffer mit einem Befeuchter, oder du stellst einen Luftbefeuchter auf.

## Die Bünde prüfen

Scharfe Bundenden sind das erste Anzeichen für ein zu trockenes Griffbrett: Ebenholz oder Palisander schrumpfen, der Bunddraht nicht. Ein leichter Durchgang mit der Bundfeile behebt das – oder du kommst vorbei, und wir erledigen es, während du wartest.

## Den Halsstab nachstellen – behutsam

Trockene Luft lässt den Hals meist etwas nach hinten wandern, sodass die Saiten in den unteren Lagen schnarren. Eine Vierteldrehung gegen den Uhrzeigersinn am Halsstab reicht normalerweise. Niemals mit Gewalt, und gib dem Hals einen Tag Zeit, bevor du das Ergebnis beurteilst.

## Auf die Temperatur achten

Lass eine kalte Gitarre eine halbe Stunde im Koffer warm werden, bevor du ihn öffnest. Der schnelle Wechsel vom eiskalten Auto ins warme Zimmer ist der Anfang vieler Lackrisse.`,
      },
    },
  },
  {
    slug: 'winding-pickups-by-hand',
    author: 'Lena Vogt',
    publishedDate: '2024-07-09',
    cover: 'pickup-coil',
    content: {
      en: {
        title: 'Winding pickups by hand',
        excerpt:
          'Eight thousand turns of copper thinner than a hair: how we wind the single coils and humbuckers in our instruments.',
        seoDescription: 'How we hand-wind single-coil and humbucker pickups for our guitars and basses.',
        body: `Most of our instruments leave the workshop with pickups we wound ourselves. It started as an experiment and became a habit, because it lets us tune a pickup to the instrument it goes into.

## Wire and magnets

A single coil gets about eight thousand turns of 42 AWG enamelled copper wire, 0.063 mm thick. The magnets are Alnico 5 for clarity or Alnico 2 for a softer, warmer attack. We gauss every magnet before it goes in, so the strings balance across the neck.

## Scatter winding

The winder turns the bobbin, and the wire is guided by hand. Moving the hand unevenly — "scatter winding" — lowers the capacitance of the coil and gives the pickup a little more sparkle than a perfectly layered machine wind. Every pickup ends up slightly different, and that is the point.

## Potting

Finally the coil is dipped in warm paraffin wax for a few minutes. The wax stops the windings from vibrating against each other, which is what makes an unpotted pickup squeal at high gain. Vintage-style pickups for clean players get a lighter potting, so they stay a little lively.`,
      },
      de: {
        title: 'Tonabnehmer von Hand wickeln',
        excerpt:
          'Achttausend Windungen Kupferdraht, dünner als ein Haar: So wickeln wir die Single Coils und Humbucker für unsere Instrumente.',
        seoDescription:
          'Wie wir Single-Coil- und Humbucker-Tonabnehmer für unsere Gitarren und Bässe von Hand wickeln.',
        body: `Die meisten unserer Instrumente verlassen die Werkstatt mit Tonabnehmern, die wir selbst gewickelt haben. Was als Experiment begann, ist zur Gewohnheit geworden, denn so können wir jeden Tonabnehmer auf sein Instrument abstimmen.

## Draht und Magnete

Ein Single Coil bekommt rund achttausend Windungen Kupferlackdraht mit 0,063 mm Durchmesser. Als Magnete verwenden wir Alnico 5 für Klarheit oder Alnico 2 für eine weichere, wärmere Ansprache. Jeden Magneten messen wir vor dem Einbau, damit die Saiten über das ganze Griffbrett ausgewogen klingen.

## Wilde Wicklung

Die Maschine dreht den Spulenkörper, den Draht führen wir von Hand. Die ungleichmäßige Handbewegung – die sogenannte wilde Wicklung – senkt die Kapazität der Spule und gibt dem Tonabnehmer etwas mehr Glanz als eine exakt geschichtete Maschinenwicklung. Jeder Tonabnehmer wird dadurch ein bisschen anders, und genau darum geht es.

## Wachsen

Zum Schluss taucht die Spule einige Minuten in warmes Paraffin. Das Wachs verhindert, dass die Windungen gegeneinander schwingen – der Grund, warum ungewachste Tonabnehmer bei hoher Verzerrung pfeifen. Vintage-Tonabnehmer für Clean-Spieler wachsen wir nur leicht, damit sie lebendig bleiben.`,
      },
    },
  },
  {
    slug: 'levelling-frets-step-by-step',
    author: 'Jonas Reuter',
    publishedDate: '2024-09-02',
    cover: 'workbench',
    content: {
      en: {
        title: 'Levelling frets, step by step',
        excerpt:
          'A buzz on one string in one position usually means one high fret. How a fret level, crown and polish brings a neck back.',
        seoDescription: 'How a professional fret level, crown and polish works, and when a guitar or bass needs one.',
        body: `Years of playing wear grooves into the frets under the chords you use most. At some point the strings start to buzz or choke, and raising the action only hides the problem.

## Straighten the neck first

We adjust the truss rod until the neck is dead straight under a precision straightedge, with the instrument supported the way it is when strung. Levelling a neck that has relief would just sand the relief into the frets.

## Level

A long, flat aluminium beam with 320-grit paper runs along the fret tops. Marker ink on every fret shows where the beam touches; we stop the moment the ink is gone from the lowest fret. Usually that is less than a tenth of a millimetre.

## Crown and polish

Levelling leaves the fret tops flat and wide, which makes intonation vague. A crowning file restores the round profile, leaving a thin line of ink at the very top as a guide. Then it is 600, 1000 and 2000 grit, steel wool and a polishing wheel until the frets feel like glass under a bend.

## After the work

New strings, a full setup and a short test session. A good fret job gives you lower action than the instrument had when it was new — and it can be done two or three times before a refret is due.`,
      },
      de: {
        title: 'Bünde abrichten, Schritt für Schritt',
        excerpt:
          'Schnarrt eine Saite an einer Stelle, ist meist ein einzelner Bund zu hoch. Wie Abrichten, Verrunden und Polieren einen Hals wieder spielbar machen.',
        seoDescription:
          'Wie professionelles Bundabrichten funktioniert und wann eine Gitarre oder ein Bass es braucht.',
        body: `Nach Jahren des Spielens graben sich unter den meistgespielten Akkorden Rillen in die Bünde. Irgendwann beginnen die Saiten zu schnarren oder abzusterben, und eine höhere Saitenlage kaschiert das Problem nur.

## Zuerst den Hals gerade stellen

Wir stellen den Halsstab so ein, dass der Hals unter einem Präzisionslineal völlig gerade ist, und lagern das Instrument dabei so wie im bespannten Zustand. Einen Hals mit Krümmung abzurichten hieße, die Krümmung in die Bünde zu schleifen.

## Abrichten

Ein langer, planer Aluminiumbalken mit 320er-Schleifpapier fährt über die Bundoberseiten. Filzstift auf jedem Bund zeigt, wo der Balken aufliegt; sobald die Farbe auch vom niedrigsten Bund verschwunden ist, hören wir auf. Meist sind das weniger als ein Zehntelmillimeter.

## Verrunden und Polieren

Nach dem Abrichten sind die Bünde oben flach und breit, was die Intonation unsauber macht. Eine Bundkronenfeile stellt das runde Profil wieder her; eine feine Farblinie ganz oben dient als Orientierung. Danach folgen 600er-, 1000er- und 2000er-Körnung, Stahlwolle und die Polierscheibe, bis sich die Bünde beim Ziehen der Saiten wie Glas anfühlen.

## Nach der Arbeit

Neue Saiten, eine komplette Einstellung und eine kurze Testsession. Eine gute Bundarbeit ermöglicht eine flachere Saitenlage als im Neuzustand – und sie lässt sich zwei- bis dreimal wiederholen, bevor eine Neubundierung fällig wird.`,
      },
    },
  },
  {
    slug: 'a-small-amp-for-the-living-room',
    author: 'Mira Hoffmann',
    publishedDate: '2024-11-18',
    cover: 'amp-combo',
    content: {
      en: {
        title: 'A small amp for the living room',
        excerpt: 'Five watts, one twelve-inch speaker and a pine cabinet: the story behind our first tube combo.',
        seoDescription: 'The design of our five-watt hand-wired tube combo for home, studio and small gigs.',
        body: `For years customers asked us which amplifier to play their new guitar through at home. Most tube amps are far too loud for a flat, and most small ones sound small. So we built one.

## Five watts are plenty

The circuit is a single-ended class A design with one EL84 power tube and a 12AX7 preamp. Five watts through an efficient twelve-inch speaker are louder than you think — enough for rehearsals with a drummer who listens. A simple attenuator takes it down to a whisper without losing the tube breakup.

## Hand-wired on a turret board

Every component sits on a turret board and is wired point to point. It takes longer than a printed circuit board, but every part can be reached and replaced with a soldering iron, decades from now.

## A cabinet from the workshop

The cabinet is finger-jointed pine from the same air-dried stock as some of our guitar bodies, with an open back for a wide, room-filling sound. The grille cloth is woven in Saxony. Like everything else we make, each combo is built to order, and you can choose the speaker and the cloth.`,
      },
      de: {
        title: 'Ein kleiner Verstärker fürs Wohnzimmer',
        excerpt:
          'Fünf Watt, ein Zwölfzoll-Lautsprecher und ein Kieferngehäuse: die Geschichte unseres ersten Röhren-Combos.',
        seoDescription:
          'Die Entwicklung unseres handverdrahteten Fünf-Watt-Röhrencombos für Zuhause, Studio und kleine Auftritte.',
        body: `Jahrelang fragten uns Kundinnen und Kunden, über welchen Verstärker sie ihre neue Gitarre zu Hause spielen sollen. Die meisten Röhrenverstärker sind für eine Wohnung viel zu laut, und die meisten kleinen klingen auch klein. Also haben wir einen gebaut.

## Fünf Watt reichen

Die Schaltung ist ein Single-Ended-Class-A-Design mit einer EL84-Endröhre und einer 12AX7 in der Vorstufe. Fünf Watt über einen effizienten Zwölfzoll-Lautsprecher sind lauter, als man denkt – genug für die Probe mit einem Schlagzeuger, der zuhört. Ein einfacher Abschwächer bringt ihn auf Flüsterlautstärke, ohne dass die Röhrenzerre verloren geht.

## Handverdrahtet auf dem Lötleistenboard

Jedes Bauteil sitzt auf einem Lötleistenboard und ist Punkt zu Punkt verdrahtet. Das dauert länger als eine gedruckte Platine, aber jedes Teil lässt sich auch in Jahrzehnten noch mit dem Lötkolben erreichen und tauschen.

## Ein Gehäuse aus der Werkstatt

Das Gehäuse ist aus gezinkter Kiefer vom selben luftgetrockneten Holzvorrat wie manche unserer Gitarrenkorpusse, mit offener Rückwand für einen breiten, raumfüllenden Klang. Der Bespannstoff wird in Sachsen gewebt. Wie alles, was wir bauen, entsteht jeder Combo auf Bestellung, und du wählst Lautsprecher und Bespannung selbst.`,
      },
    },
  },
  {
    slug: 'three-basses-for-a-touring-band',
    author: 'Lena Vogt',
    publishedDate: '2025-01-27',
    cover: 'bass-natural',
    content: {
      en: {
        title: 'Three basses for a touring band',
        excerpt:
          'A fretted four, a fretless four and a short-scale backup: building a matched set for a band that plays a hundred nights a year.',
        seoDescription:
          'How we built a matched set of three basses for a touring musician, from first call to the last setup.',
        body: `Last autumn a bassist who plays around a hundred shows a year asked us for three instruments that feel like one: a fretted four-string, a fretless for the ballads and a short-scale backup that fits in the overhead bin.

## One neck, three times

We started with the neck she already loved, took its profile with our contour templates and carved all three necks from the same roasted maple board. The fretless got an ebony fingerboard with maple lines where the frets would be, because on a dark stage nobody plays by ear alone.

## Built for the road

Tour instruments get a different finish: a thin, hard lacquer instead of oil, so that sweat and beer do not soak in. All three have the same control layout, so the hands find the knobs without looking, and the same output level, so the front-of-house engineer does not have to touch the fader when she switches.

## After a hundred nights

The set came back for its first check-up in January. Two fret ends needed a touch of the file, the fretless needed a light dressing of the fingerboard — and otherwise nothing. That is the best review we could ask for.`,
      },
      de: {
        title: 'Drei Bässe für eine Tourband',
        excerpt:
          'Ein bundierter Viersaiter, ein Fretless und ein Short-Scale als Ersatz: ein aufeinander abgestimmtes Set für eine Band mit hundert Konzerten im Jahr.',
        seoDescription:
          'Wie wir für eine Tourmusikerin drei aufeinander abgestimmte Bässe gebaut haben, vom ersten Gespräch bis zur letzten Einstellung.',
        body: `Im vergangenen Herbst fragte uns eine Bassistin, die rund hundert Konzerte im Jahr spielt, nach drei Instrumenten, die sich wie eines anfühlen: ein bundierter Viersaiter, ein Fretless für die Balladen und ein Short-Scale als Ersatz, der ins Gepäckfach passt.

## Ein Hals, dreimal

Wir haben mit dem Hals begonnen, den sie schon liebte, sein Profil mit unseren Konturschablonen abgenommen und alle drei Hälse aus demselben Brett Thermoahorn gefräst. Der Fretless bekam ein Ebenholzgriffbrett mit Ahornlinien an den Stellen der Bünde, denn auf einer dunklen Bühne spielt niemand nur nach Gehör.

## Gebaut für die Straße

Tourinstrumente bekommen eine andere Oberfläche: einen dünnen, harten Lack statt Öl, damit Schweiß und Bier nicht einziehen. Alle drei haben dieselbe Reglerbelegung, sodass die Hände die Knöpfe blind finden, und denselben Ausgangspegel, sodass am Mischpult niemand den Fader anfassen muss, wenn sie wechselt.

## Nach hundert Abenden

Im Januar kam das Set zur ersten Durchsicht zurück. Zwei Bundenden brauchten einen Strich mit der Feile, das Fretless-Griffbrett eine leichte Nachbearbeitung – sonst nichts. Ein besseres Urteil können wir uns nicht wünschen.`,
      },
    },
  },
];
