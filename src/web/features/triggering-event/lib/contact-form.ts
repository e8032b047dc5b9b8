import { z } from 'zod';
import {
  CONTACT_PRIORITIES,
  DEFAULT_WAIT_HOURS,
  ZTrustedContactInput,
  ZTrustedContactUpdate,
  type TContactPriority,
  type TTrustedContact,
} from '@shared/triggering-event/event-schemas';
import { WAIT_PRESETS, joinWait, splitWait } from './wait-hours';

/** The list's last choice: a waiting period typed as days and hours. */
export const OTHER_WAIT = 'other';

const WHOLE_NUMBER = /^\d+$/;
/** The shared rule (3 hours to 30 days, whole hours), so the form says what the server would. */
const WAIT_RULE = ZTrustedContactUpdate.shape.waitHours;

/**
 * The trusted contact form as its inputs hold it: the person, Primary or Backup, and the waiting
 * period, either one of the presets (its hours as text) or "other" with days and hours typed in.
 */
const ZContactFields = z.object({
  contactUserId: z.string(),
  priority: z.enum(CONTACT_PRIORITIES),
  waitChoice: z.string(),
  otherDays: z.string(),
  otherHours: z.string(),
});
type ContactFields = z.infer<typeof ZContactFields>;

/** The waiting period the fields describe, or null when the typed one is not whole numbers. */
function waitHoursOf(fields: ContactFields): number | null {
  if (fields.waitChoice !== OTHER_WAIT) return Number(fields.waitChoice);
  const days = fields.otherDays.trim() || '0';
  const hours = fields.otherHours.trim() || '0';
  if (!WHOLE_NUMBER.test(days) || !WHOLE_NUMBER.test(hours)) return null;
  return joinWait(Number(days), Number(hours));
}

/**
 * The shared input with nothing left to default (the form always chooses a priority and a
 * period), so the form's output is exactly what is sent.
 */
const ZCheckedContact = ZTrustedContactInput.extend(ZTrustedContactUpdate.shape);

export const ZContactForm = ZContactFields.superRefine((fields, context) => {
  if (fields.waitChoice !== OTHER_WAIT) return;
  const days = fields.otherDays.trim();
  const hours = fields.otherHours.trim();
  if (!days && !hours) {
    context.addIssue({ code: 'custom', path: ['otherDays'], message: 'Enter the waiting period' });
    return;
  }
  if (days && !WHOLE_NUMBER.test(days)) {
    context.addIssue({ code: 'custom', path: ['otherDays'], message: 'Enter whole days' });
  }
  if (hours && !WHOLE_NUMBER.test(hours)) {
    context.addIssue({ code: 'custom', path: ['otherHours'], message: 'Enter whole hours' });
  }
  const total = waitHoursOf(fields);
  if (total === null) return;
  const checked = WAIT_RULE.safeParse(total);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? 'Enter the waiting period';
    context.addIssue({ code: 'custom', path: ['otherDays'], message });
  }
})
  .transform((fields) => ({
    contactUserId: fields.contactUserId,
    priority: fields.priority,
    waitHours: waitHoursOf(fields) ?? Number.NaN,
  }))
  .pipe(ZCheckedContact);

export type ContactFormValues = z.input<typeof ZContactForm>;
export type ContactFormOutput = z.output<typeof ZContactForm>;

/** The fields the server may return messages for, and where the form shows each. */
export const CONTACT_SERVER_FIELDS = {
  contactUserId: 'contactUserId',
  priority: 'priority',
  waitHours: 'waitChoice',
} as const satisfies Record<string, keyof ContactFormValues>;

/** A new contact: Primary when nobody is yet, else Backup; 7 days unless the owner chooses. */
export function newContactValues(hasPrimary: boolean): ContactFormValues {
  const priority: TContactPriority = hasPrimary ? 'backup' : 'primary';
  return {
    contactUserId: '',
    priority,
    waitChoice: String(DEFAULT_WAIT_HOURS),
    otherDays: '',
    otherHours: '',
  };
}

/** A contact being edited: its preset, or "Other" with its days and hours. */
export function editContactValues(contact: TTrustedContact): ContactFormValues {
  const preset = (WAIT_PRESETS as readonly number[]).includes(contact.waitHours);
  const split = splitWait(contact.waitHours);
  return {
    contactUserId: contact.contactUserId,
    priority: contact.priority,
    waitChoice: preset ? String(contact.waitHours) : OTHER_WAIT,
    otherDays: preset ? '' : String(split.days),
    otherHours: preset ? '' : String(split.hours),
  };
}
