import { z } from 'zod';
import {
  ZReportEventInput,
  type TEventKind,
  type TReportEventInput,
} from '@shared/triggering-event/event-schemas';

/** The report form as its inputs hold it ('' until chosen). */
const ZReportFields = z.object({
  kind: z.string(),
  eventDate: z.string(),
  evidenceDocumentId: z.string(),
  note: z.string(),
});

export type ReportFormValues = z.input<typeof ZReportFields>;

export const BLANK_REPORT: ReportFormValues = {
  kind: '',
  eventDate: '',
  evidenceDocumentId: '',
  note: '',
};

export const REPORT_FORM_FIELDS = ['kind', 'eventDate', 'evidenceDocumentId', 'note'] as const;

/**
 * Checks the report with the shared schema, for the household of `ownerId`. The date may not be
 * after `today` (the reader's own calendar day, YYYY-MM-DD): the server checks again on its clock.
 */
export function reportFormSchema(ownerId: string, today: string) {
  return ZReportFields.superRefine((fields, context) => {
    // ISO days compare as text.
    if (fields.eventDate && fields.eventDate > today) {
      context.addIssue({
        code: 'custom',
        path: ['eventDate'],
        message: 'The date cannot be in the future',
      });
    }
  })
    .transform((fields): TReportEventInput => ({
      ownerId,
      // '' is not a kind: the shared schema says "Choose death or incapacity".
      kind: fields.kind as TEventKind,
      eventDate: fields.eventDate,
      evidenceDocumentId: fields.evidenceDocumentId || null,
      note: fields.note,
    }))
    .pipe(ZReportEventInput);
}
