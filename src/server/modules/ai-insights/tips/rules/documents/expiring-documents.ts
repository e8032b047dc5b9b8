import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { dayText, itemsWithMore } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';

/** How far ahead an expiry date is worth a tip (issue 16's "documents expiring within 30 days"). */
export const EXPIRY_NOTICE_DAYS = 30;

const DOCUMENTS_HREF = '/nido-hub';

/** A document (passport, licence, policy…) that expires today or within the next 30 days. */
export const documentsExpiring: TipRule = {
  id: 'documents-expiring',
  area: 'documents',
  evaluate: ({ snapshot }) => {
    const today = snapshot.today;
    const limit = format(addDays(parseISO(today), EXPIRY_NOTICE_DAYS), 'yyyy-MM-dd');
    return snapshot.documents
      .filter(
        (document) =>
          document.expiresOn && document.expiresOn >= today && document.expiresOn <= limit,
      )
      .sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''))
      .map((document) => {
        const expiresOn = document.expiresOn ?? today;
        const days = differenceInCalendarDays(parseISO(expiresOn), parseISO(today));
        const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
        return {
          rule: 'documents-expiring',
          severity: 'medium' as const,
          title: `${document.name} expires on ${dayText(expiresOn)}`,
          detail: `That is ${when}. Renew it, then upload the new one and its expiry date so the hub stays current.`,
          href: DOCUMENTS_HREF,
          action: 'Open the documents',
        };
      });
  },
};

/** Documents already past their expiry date: renew them or mark them as kept for the record. */
export const documentsExpired: TipRule = {
  id: 'documents-expired',
  area: 'documents',
  evaluate: ({ snapshot }) => {
    const expired = snapshot.documents
      .filter((document) => document.expiresOn && document.expiresOn < snapshot.today)
      .sort((a, b) => (b.expiresOn ?? '').localeCompare(a.expiresOn ?? ''));
    if (expired.length === 0) return [];

    return [
      {
        rule: 'documents-expired',
        severity: 'low',
        title: `${expired.length === 1 ? '1 document has' : `${expired.length} documents have`} expired`,
        detail: `${itemsWithMore(expired, (document) => `${document.name} (${dayText(document.expiresOn ?? snapshot.today)})`)}. Upload the renewed one, or remove the expiry date if the old one is kept only for the record.`,
        href: DOCUMENTS_HREF,
        action: 'Open the documents',
      },
    ];
  },
};
