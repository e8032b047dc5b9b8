import { BRAND } from '@shared/brand';

export type EmailContent = {
  subject: string;
  /** The line mail clients show beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. how long the link works. */
  footnote?: string;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** One branded layout for every email: table-based, inline styles, readable as plain text too. */
export function renderEmail(content: EmailContent): {
  subject: string;
  html: string;
  text: string;
} {
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(paragraph)}</p>`,
    )
    .join('');
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#0d6b63">
<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#0d6b63;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e4e7eb">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e7eb"><span style="font-size:20px;font-weight:700;color:#0d6b63">${BRAND.name}</span></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#1f2933">${escapeHtml(content.heading)}</h1>
${paragraphs}${action}${footnote}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e4e7eb;font-size:12px;line-height:18px;color:#7b8794">
You received this email because of activity on your ${BRAND.name} account. Questions? Write to <a href="mailto:${BRAND.supportEmail}" style="color:#0d6b63">${BRAND.supportEmail}</a>.
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    `${BRAND.name} · ${BRAND.supportEmail}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}
