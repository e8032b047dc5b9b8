import { greeting } from './account-emails';
import { renderEmail } from './render-email';

export type ExpiringDocument = {
  name: string;
  categoryLabel: string;
  /** Already formatted for reading, e.g. "March 3, 2027". */
  expiresOn: string;
};

/** The one reminder a household owner gets ahead of a document's expiry or renewal date. */
export function documentExpiryEmail(
  recipient: { name: string },
  doc: ExpiringDocument,
  url: string,
) {
  return renderEmail({
    subject: `Reminder: "${doc.name}" expires on ${doc.expiresOn}`,
    preheader: `${doc.categoryLabel} · due for renewal on ${doc.expiresOn}.`,
    heading: 'A document is coming up for renewal',
    paragraphs: [
      greeting(recipient),
      `"${doc.name}" (${doc.categoryLabel}) in your Nido document hub expires or is due for renewal on ${doc.expiresOn}.`,
      'Now is a good time to renew it and upload the new version, so your family always finds the current one.',
    ],
    action: { label: 'Open the document hub', url },
    footnote:
      'We send one reminder 30 days before each date. To change or remove the date, edit the document in your document hub.',
  });
}
