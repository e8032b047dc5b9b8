import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { loopbackOnly } from '../../http/loopback-only';
import type { LocalMailbox, StoredMail } from '../../platform/mail/local-mailbox';
import { escapeHtml } from '../../platform/mail/templates/render-email';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f5;color:#1f2933}
main{max-width:860px;margin:0 auto;padding:24px 16px}h1{font-size:22px}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e4e7eb;font-size:14px}a{color:#0d6b63}
.meta{font-size:14px;color:#52606d;margin:4px 0}.note{font-size:13px;color:#52606d}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Nido local mailbox</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function listPage(mails: StoredMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(new Date(mail.sentAt).toLocaleString('en-US'))}</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('');
  const table = mails.length
    ? `<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Register an account and the verification email will appear here.</p>';
  return page(
    'Mailbox',
    `<h1>Local mailbox</h1><p class="note">Nido is not configured with SMTP_URL, so email is kept here (DATA_DIR/mail) instead of being sent. Newest first.</p>${table}`,
  );
}

function messagePage(mail: StoredMail): string {
  // Our own templates escape every value they insert, so the body can be shown as it is.
  return page(
    mail.subject,
    `<p><a href="/dev/mail">← All mail</a></p><h1>${escapeHtml(mail.subject)}</h1><p class="meta">To: ${escapeHtml(mail.to)}</p><p class="meta">From: ${escapeHtml(mail.from)}</p><p class="meta">Sent: ${escapeHtml(new Date(mail.sentAt).toLocaleString('en-US'))}</p><article aria-label="Message">${mail.html.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/gi, '')}</article>`,
  );
}

/**
 * /dev/mail: the local mailbox, for running Nido without an SMTP server. Mounted only while the
 * local mailbox is in use outside production, and answered only on loopback (reset links must
 * never be public).
 */
export function devMailRoutes(mailbox: LocalMailbox) {
  const routes = new Hono<AppEnv>();
  routes.use('/dev/mail', loopbackOnly);
  routes.use('/dev/mail/*', loopbackOnly);
  routes.get('/dev/mail', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(listPage(mailbox.list()));
  });
  routes.get('/dev/mail/:id', (c) => {
    c.header('Cache-Control', 'no-store');
    const mail = mailbox.find(c.req.param('id'));
    return mail
      ? c.html(messagePage(mail))
      : c.html(
          page('Not found', '<h1>No such message</h1><p><a href="/dev/mail">All mail</a></p>'),
          404,
        );
  });
  return routes;
}
