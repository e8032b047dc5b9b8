import {
  ZGuidebookEntryInput,
  type TGuidebookEntryInput,
  type TShareMode,
} from '@shared/guidebook/guidebook-schemas';
import type { Actor } from '../../auth/actor';
import type { GuidebookService } from '../../modules/guidebook/guidebook-service';

/** How an entry is shared with the spouse and with the CPA. */
type DemoSharing = { spouse: TShareMode; cpa: TShareMode };

type DemoEntry = Omit<TGuidebookEntryInput, 'shares'> & { sharing: DemoSharing };

/**
 * Guidebook entries in each sharing mode. The spouse, though they may change the household, sees
 * an entry only as it is shared with them (guidebook-visibility.ts): the letter to the children
 * only after the event. The CPA sees the first calls now, where things are after the event, and
 * the Gmail account and the letter never.
 */
const DEMO_GUIDEBOOK: readonly DemoEntry[] = [
  {
    section: 'first_calls',
    title: 'Who to call first',
    body: [
      'Alex: (512) 555-0101.',
      'Dana Hughes, our attorney at Hughes Law: (512) 555-0120. She has copies of the wills and the trust.',
      'Marcus Lee, our CPA: (512) 555-0177.',
      'Dell HR benefits line for the 401(k) and the group life: (800) 555-0199.',
    ].join('\n'),
    sharing: { spouse: 'now', cpa: 'now' },
  },
  {
    section: 'where_things_are',
    title: 'The fireproof safe',
    body: 'In the office closet at the Bluebonnet house. The originals of both wills, the trust, the car titles and the passports are inside; the combination is with Dana Hughes.',
    sharing: { spouse: 'now', cpa: 'after_event' },
  },
  {
    section: 'digital_accounts',
    title: 'Jordan’s Gmail',
    body: 'Keep it open for a year for bills and photos, then memorialize it. The recovery phone is Alex’s.',
    digitalAction: 'memorialize',
    sharing: { spouse: 'now', cpa: 'never' },
  },
  {
    section: 'letters',
    title: 'For Mia and Leo',
    addressedTo: 'Mia and Leo',
    body: 'Be kind to each other, call your grandmother on Sundays, and know that we were proud of you every single day.',
    sharing: { spouse: 'after_event', cpa: 'never' },
  },
];

export async function seedDemoGuidebook(
  guidebook: GuidebookService,
  owner: Actor,
  people: { spouseId: string; cpaId: string },
): Promise<number> {
  for (const { sharing, ...entry } of DEMO_GUIDEBOOK) {
    const shares = [
      { userId: people.spouseId, mode: sharing.spouse },
      { userId: people.cpaId, mode: sharing.cpa },
    ];
    await guidebook.create(owner, ZGuidebookEntryInput.parse({ ...entry, shares }));
  }
  return DEMO_GUIDEBOOK.length;
}
