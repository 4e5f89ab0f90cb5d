// The PDF download: the picture drawn onto a canvas from the same layers the page shows (the
// design system's composeLayers), the texts in the page's language, jsPDF (pdf.ts) to write it.
// Loaded on the first click of 'Download PDF', with jsPDF, in the chunk "configurator-pdf".
import {
  composeLayers,
  layerSources,
  loadLayerImages,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type PreviewLayer,
} from '@tonewood/design-system';
import type { TFunction } from 'i18next';
import { BCP47, type Language } from '../i18n';
import { configurationPdf, saveFile, type PdfRow } from './pdf';
import type { ConfiguratorModel } from './rules';

/** The picture as a PNG data URL, twice the artwork's size for print. */
async function pictureOf(layers: PreviewLayer[], mirrored: boolean) {
  const images = await loadLayerImages(layerSources(layers));
  const canvas = document.createElement('canvas');
  canvas.width = PREVIEW_WIDTH * 2;
  canvas.height = PREVIEW_HEIGHT * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  composeLayers(context, layers, images, { width: canvas.width, height: canvas.height, mirrored });
  return canvas.toDataURL('image/png');
}

export async function downloadConfigurationPdf(input: {
  language: Language;
  t: TFunction;
  model: ConfiguratorModel;
  layers: PreviewLayer[];
  mirrored: boolean;
  basePrice: string;
  rows: PdfRow[];
  total: string;
  taxNote: string;
  reference: string;
  url: string;
}) {
  const { t } = input;
  const fileName = `tonewood-${input.reference}.pdf`;
  const bytes = configurationPdf({
    fileName,
    workshop: 'Tonewood',
    workshopLine: t('configurator_pdf_workshop'),
    title: t('configurator_pdf_title', { model: input.model.title }),
    picture: await pictureOf(input.layers, input.mirrored),
    labels: {
      basePrice: t('configurator_pdf_base'),
      total: t('configurator_pdf_total'),
      reference: t('configurator_pdf_reference'),
      date: t('configurator_pdf_date'),
      link: t('configurator_pdf_link'),
      page: t('configurator_pdf_page'),
    },
    basePrice: input.basePrice,
    rows: input.rows,
    total: input.total,
    taxNote: input.taxNote,
    reference: input.reference,
    date: new Intl.DateTimeFormat(BCP47[input.language], { dateStyle: 'long' }).format(new Date()),
    url: input.url,
  });
  saveFile(bytes, fileName, 'application/pdf');
}
