import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { ADVISOR_ROLE_LABELS } from '@shared/advisors/advisor-schemas';
import type { TFamilyMember } from '@shared/family/family-schemas';
import type { TPersonRow } from './instrument-form';

/** Someone the form can name without typing: a family member (user id) or an advisor (record id). */
export type PersonChoice = {
  source: 'family' | 'advisor';
  refId: string;
  name: string;
  /** Shown beside the name in the list ("Attorney", "No longer in your family list"). */
  detail: string | null;
  phone: string | null;
  email: string | null;
};
export type PersonChoiceGroups = { family: PersonChoice[]; advisors: PersonChoice[] };

type Lists = {
  /** The household the document belongs to. */
  ownerId: string;
  /** The owner's name as the family selector shows it (for a household not one's own). */
  ownerName: string | null;
  me: { id: string; name: string; email: string } | null;
  /**
   * Who is connected to one's own household (GET /api/family); empty for another household,
   * undefined while it loads.
   */
  members: readonly TFamilyMember[] | undefined;
  advisors: readonly TAdvisor[] | undefined;
  /** The people the document already names, kept on offer though they left the lists. */
  current: readonly TPersonRow[];
};

function familyChoice(refId: string, name: string, email: string | null): PersonChoice {
  return { source: 'family', refId, name, detail: null, phone: null, email };
}

/**
 * The people a document of household `ownerId` may name from the lists. The family is the
 * household's owner and the people connected to it: one's own household's members are known from
 * the Family page's list; in another household one knows its owner and oneself. Professionals
 * are that household's advisors, never another household's.
 */
export function personChoices(lists: Lists): PersonChoiceGroups {
  const family: PersonChoice[] = [];
  const { me } = lists;
  if (me && me.id === lists.ownerId) {
    family.push(familyChoice(me.id, me.name, me.email));
    for (const member of lists.members ?? []) {
      if (member.role === 'advisor') continue;
      family.push(familyChoice(member.userId, member.fullName || member.email, member.email));
    }
  } else {
    if (lists.ownerName) family.push(familyChoice(lists.ownerId, lists.ownerName, null));
    if (me) family.push(familyChoice(me.id, me.name, me.email));
  }
  const advisors = (lists.advisors ?? [])
    .filter((advisor) => advisor.ownerId === lists.ownerId)
    .map((advisor): PersonChoice => ({
      source: 'advisor',
      refId: advisor.id,
      name: advisor.name,
      detail: ADVISOR_ROLE_LABELS[advisor.role],
      phone: advisor.phone,
      email: advisor.email,
    }));
  const loaded = { family: lists.members !== undefined, advisor: lists.advisors !== undefined };
  for (const row of lists.current) {
    if (row.source !== 'family' && row.source !== 'advisor') continue;
    const group = row.source === 'family' ? family : advisors;
    if (row.refId === '' || group.some((choice) => choice.refId === row.refId)) continue;
    group.push({
      source: row.source,
      refId: row.refId,
      name: row.name,
      // Said only once the list has arrived: until then it is simply not known yet.
      detail: !loaded[row.source]
        ? null
        : row.source === 'family'
          ? 'No longer in your family list'
          : 'No longer an advisor',
      phone: row.phone || null,
      email: row.email || null,
    });
  }
  const byName = (a: PersonChoice, b: PersonChoice) => a.name.localeCompare(b.name);
  return { family: family.sort(byName), advisors: advisors.sort(byName) };
}

/** The value of a person's select: who was chosen, or '' before anyone is. */
export function choiceValue(row: Pick<TPersonRow, 'source' | 'refId'>): string {
  if (row.source === 'other') return 'other';
  if (row.source === '' || row.refId === '') return '';
  return `${row.source}:${row.refId}`;
}
