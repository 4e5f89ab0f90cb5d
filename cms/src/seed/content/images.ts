import type { ImageKey, Localized } from './types';

/** Alt texts and captions of the illustrations shipped in seed/images. */
export const images: Record<ImageKey, Localized<string>> = {
  'guitar-sunburst': {
    en: 'Single-cut electric guitar with a tobacco sunburst finish and a maple top',
    de: 'Single-Cut-E-Gitarre mit Tobacco-Sunburst-Lackierung und Ahorndecke',
  },
  'bass-natural': {
    en: 'Four-string bass in natural ash with a long bolt-on maple neck',
    de: 'Viersaitiger Bass aus naturbelassener Esche mit langem, geschraubtem Ahornhals',
  },
  'amp-combo': {
    en: 'Tube combo amplifier in a pine cabinet with a wheat-coloured grille cloth',
    de: 'Röhren-Combo im Kiefergehäuse mit weizenfarbener Frontbespannung',
  },
  'tote-bag': {
    en: 'Natural cotton tote bag printed with the Tonewood headstock logo',
    de: 'Baumwoll-Tragetasche in Natur mit aufgedrucktem Tonewood-Kopfplatten-Logo',
  },
  'guitar-case': {
    en: 'Hard case with brass latches, packed and ready to ship',
    de: 'Koffer mit Messingverschlüssen, fertig gepackt für den Versand',
  },
  'shellac-finish': {
    en: 'Jar of amber shellac flakes next to a polishing pad on a guitar top',
    de: 'Glas mit bernsteinfarbenen Schellackflocken neben einem Polierballen auf einer Gitarrendecke',
  },
  'neck-jig': {
    en: 'Guitar neck clamped in a contour jig with profile templates',
    de: 'Gitarrenhals in einer Konturschablone mit Profilvorlagen eingespannt',
  },
  'tonewood-stack': {
    en: 'Stack of air-dried alder, ash and maple boards with visible grain',
    de: 'Stapel luftgetrockneter Bretter aus Erle, Esche und Ahorn mit sichtbarer Maserung',
  },
  'pickup-coil': {
    en: 'Hand-wound pickup bobbin with copper wire on the winding machine',
    de: 'Handgewickelte Tonabnehmerspule mit Kupferdraht auf der Wickelmaschine',
  },
  workbench: {
    en: 'Workbench with chisels, a block plane and a guitar body in progress',
    de: 'Werkbank mit Stecheisen, Blockhobel und einem halbfertigen Gitarrenkorpus',
  },
};
