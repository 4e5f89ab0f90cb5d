// The shop's mails are written once as blocks and rendered twice: as HTML that a narrow mail
// client renders well (one centred table at most 600 px wide, inline styles only, no images or
// scripts, every value escaped) and as the plain-text alternative. What a shopper typed (names,
// addresses) is a `quote`: set apart as their words and made inert, so no mail client turns an
// address in it into a link (@tonewood/rules, shopper-text.ts).
import { inertShopperText, quoteShopperText, type Language } from '@tonewood/rules';

type Link = { link: string; url: string };
export type Row = { label: string; value: string; strong?: boolean };
export type Block =
  | { heading: string; level?: 1 | 2 }
  | { text: readonly (string | Link)[]; small?: boolean }
  | { button: string; url: string }
  | { rows: readonly Row[]; align?: 'left' | 'right' }
  | { box: readonly Block[] }
  | { columns: readonly (readonly Block[])[] }
  | { quote: string }
  | { rule: true };

export type Mail = { subject: string; text: string; html: string; language: Language };

const COLOR = {
  page: '#f4efe6',
  card: '#ffffff',
  text: '#2b1d14',
  muted: '#6b5a4c',
  line: '#e3d9c8',
  accent: '#7a3e1d',
};
const FONT = `font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:${COLOR.text}`;

/** HTML with the five special characters escaped (text and attribute values alike). */
function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only http(s) addresses become links. */
const href = (url: string) => (/^https?:\/\//i.test(url) ? esc(url) : '#');
const multiline = (value: string) => esc(value).replace(/\n/g, '<br>');

function blockHtml(block: Block): string {
  if ('heading' in block) {
    const size = block.level === 1 ? 22 : 17;
    return `<h${block.level ?? 2} style="margin:24px 0 8px;font-size:${size}px;line-height:1.3;color:${COLOR.text}">${esc(block.heading)}</h${block.level ?? 2}>`;
  }
  if ('text' in block) {
    const style = block.small ? `margin:0 0 10px;font-size:13px;color:${COLOR.muted}` : 'margin:0 0 10px';
    const parts = block.text.map((part) =>
      typeof part === 'string'
        ? multiline(part)
        : `<a href="${href(part.url)}" style="color:${COLOR.accent};word-break:break-all">${esc(part.link)}</a>`,
    );
    return `<p style="${style}">${parts.join('')}</p>`;
  }
  if ('button' in block)
    return (
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr><td style="background:${COLOR.accent};border-radius:4px">` +
      `<a href="${href(block.url)}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold">${esc(block.button)}</a></td></tr></table>`
    );
  if ('rows' in block) {
    const cells = block.rows.map((row) => {
      const style = `padding:4px 0;vertical-align:top;${row.strong ? `font-weight:bold;border-top:1px solid ${COLOR.line};` : ''}`;
      return (
        `<tr><td style="${style}padding-right:12px">${multiline(row.label)}</td>` +
        `<td style="${style}${block.align === 'left' ? 'text-align:left;word-break:break-word' : 'text-align:right;white-space:nowrap'}">${esc(row.value)}</td></tr>`
      );
    });
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 10px">${cells.join('')}</table>`;
  }
  if ('quote' in block)
    return `<blockquote style="margin:0 0 10px;padding:2px 0 2px 12px;border-left:3px solid ${COLOR.line};color:${COLOR.text}">${multiline(inertShopperText(block.quote))}</blockquote>`;
  if ('box' in block)
    return `<div style="margin:8px 0 16px;padding:4px 14px 6px;border:1px solid ${COLOR.line};border-radius:4px;background:#fbf8f3">${block.box.map(blockHtml).join('')}</div>`;
  if ('columns' in block)
    return `<div style="font-size:0">${block.columns
      .map(
        (column) =>
          `<div style="display:inline-block;vertical-align:top;width:100%;max-width:250px;margin-right:16px;${FONT}">${column.map(blockHtml).join('')}</div>`,
      )
      .join('')}</div>`;
  return `<hr style="border:0;border-top:1px solid ${COLOR.line};margin:24px 0">`;
}

function blockText(block: Block): string {
  if ('heading' in block) return `\n${block.heading}\n${(block.level === 1 ? '=' : '-').repeat(block.heading.length)}`;
  if ('text' in block)
    return (
      block.text
        .map((part) =>
          typeof part === 'string' ? part : part.link === part.url ? part.url : `${part.link} (${part.url})`,
        )
        .join('') + '\n'
    );
  if ('button' in block) return `${block.button}: ${block.url}\n`;
  if ('rows' in block)
    return (
      block.rows.map((row) => [row.label.replace(/\n/g, ', '), row.value].filter(Boolean).join(': ')).join('\n') + '\n'
    );
  if ('quote' in block) return `${quoteShopperText(block.quote)}\n`;
  if ('box' in block) return block.box.map(blockText).join('\n');
  if ('columns' in block) return block.columns.map((column) => column.map(blockText).join('\n')).join('\n');
  return '\n----------------------------------------\n';
}

/** The mail as HTML and text: a title (the HTML's <title>), the blocks, a footer line. */
export function renderMail({
  subject,
  language,
  blocks,
  footer,
}: {
  subject: string;
  language: Language;
  blocks: readonly Block[];
  footer: string;
}): Mail {
  const html =
    `<!DOCTYPE html><html lang="${esc(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${COLOR.page}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOR.page}"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLOR.card};border-radius:6px">` +
    `<tr><td style="padding:20px 20px 8px;${FONT}">` +
    `<div style="font-size:13px;letter-spacing:2px;text-transform:uppercase;color:${COLOR.accent};font-weight:bold">Tonewood</div>` +
    blocks.map(blockHtml).join('') +
    `</td></tr><tr><td style="padding:8px 20px 20px;${FONT};font-size:12px;color:${COLOR.muted}">${multiline(footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  const text = `${blocks
    .map(blockText)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n\n--\n${footer}\n`;
  return { subject, text, html, language };
}
