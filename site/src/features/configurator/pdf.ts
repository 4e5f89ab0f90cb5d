// The configuration as an A4 PDF, made in the browser with jsPDF. This module (and jsPDF with it)
// loads only when the shopper asks for the PDF (ConfiguratorView imports it on the click).
import { jsPDF } from 'jspdf';

export interface PdfRow {
  label: string;
  value: string;
  /** The delta as shown, e.g. '+ 120,00 €' or 'included'. */
  amount: string;
}

export interface PdfInput {
  fileName: string;
  workshop: string;
  workshopLine: string;
  title: string;
  /** The picture as a PNG data URL (400 × 1000 canvas), or none. */
  picture?: string;
  labels: { basePrice: string; total: string; reference: string; date: string; link: string; page: string };
  basePrice: string;
  rows: PdfRow[];
  total: string;
  taxNote: string;
  reference: string;
  date: string;
  url: string;
}

// jsPDF's built-in Helvetica writes WinAnsi text; a character outside it would switch the whole
// line to a two-byte encoding the font cannot show. The few Intl and typography characters that
// are outside get their WinAnsi equivalent, anything else a question mark.
const REPLACEMENTS: Record<string, string> = { '\u2212': '\u2013', '\u202f': '\u00a0', '\u2009': ' ' };
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function winAnsi(text: string): string {
  return [...text]
    .map((char) => REPLACEMENTS[char] ?? char)
    .map((char) => {
      const code = char.charCodeAt(0);
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char) ? char : '?';
    })
    .join('');
}

const MM = { page: { width: 210, height: 297 }, margin: 18 };

/** Draws the configuration and returns the PDF file's bytes. */
export function configurationPdf(input: PdfInput): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: winAnsi(`${input.title} (${input.reference})`), creator: winAnsi(input.workshop) });
  const { margin } = MM;
  const right = MM.page.width - margin;
  const text = (value: string, x: number, y: number, options?: Parameters<jsPDF['text']>[3]) =>
    doc.text(winAnsi(value), x, y, options);

  // Head: the workshop, the date and the reference.
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  text(input.workshop, margin, margin + 4);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(90, 70, 55);
  text(input.workshopLine, margin, margin + 10);
  text(`${input.labels.date}: ${input.date}`, right, margin + 4, { align: 'right' });
  text(`${input.labels.reference}: ${input.reference}`, right, margin + 10, { align: 'right' });
  doc.setDrawColor(200, 185, 165);
  doc.line(margin, margin + 14, right, margin + 14);

  doc.setTextColor(40, 28, 20);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  text(input.title, margin, margin + 25);

  // The picture on the left (2 : 5), the figures on the right.
  const top = margin + 32;
  const pictureWidth = 52;
  if (input.picture) doc.addImage(input.picture, 'PNG', margin, top, pictureWidth, pictureWidth * 2.5);
  const left = input.picture ? margin + pictureWidth + 10 : margin;
  let y = top + 4;
  const row = (label: string, amount: string, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    const lines = doc.splitTextToSize(winAnsi(label), right - left - 38) as string[];
    if (y + lines.length * 5 > MM.page.height - margin - 30) {
      doc.addPage();
      y = margin + 6;
    }
    doc.text(lines, left, y);
    doc.text(winAnsi(amount), right, y, { align: 'right' });
    y += lines.length * 5 + 2.5;
  };
  doc.setFontSize(11);
  row(input.labels.basePrice, input.basePrice, true);
  doc.line(left, y - 3, right, y - 3);
  y += 1;
  for (const r of input.rows) row(`${r.label}: ${r.value}`, r.amount);
  doc.line(left, y - 3, right, y - 3);
  y += 2;
  doc.setFontSize(13);
  row(input.labels.total, input.total, true);
  doc.setFontSize(9);
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(90, 70, 55);
  text(input.taxNote, right, y - 2, { align: 'right' });

  // The link back to this configuration, at the foot of the last page.
  const foot = MM.page.height - margin - 10;
  doc.setFontSize(9);
  text(`${input.labels.link}:`, margin, foot);
  doc.setTextColor(120, 60, 10);
  const url = doc.splitTextToSize(winAnsi(input.url), right - margin) as string[];
  doc.textWithLink(url[0] ?? '', margin, foot + 5, { url: input.url });
  if (url.length > 1) doc.text(url.slice(1), margin, foot + 9);
  const pages = doc.getNumberOfPages();
  doc.setTextColor(90, 70, 55);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    text(`${input.labels.page} ${page} / ${pages}`, right, MM.page.height - 8, { align: 'right' });
  }
  return doc.output('arraybuffer');
}

/** Saves a file through a temporary link (the browser's download). */
export function saveFile(bytes: ArrayBuffer, fileName: string, type: string) {
  const href = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
