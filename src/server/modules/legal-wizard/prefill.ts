import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import { sameName } from '@shared/legal/legal-checks-people';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import type { Queryable } from '../../db/owned-rows';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { finalWishes, homeAddress, householdMembers, planCards } from './prefill-household';
import { planFor } from './prefill-people';

export type PrefillInput = {
  ownerId: string;
  kind: TLegalDocKind;
  principalName: string;
  state: string;
  /** The principal's own account, when they are the one starting the draft. */
  principalUserId: string | null;
  /** Who starts the draft: the guidebook entries carried are those they may read. */
  readerId: string;
};

/**
 * Issue 17: a new draft's answers, from what the household recorded; whatever is not recorded
 * stays empty for the interview to ask. Issue 37: from the principal's point of view
 * (prefill-people.ts): their spouse and children, and the executor, guardians, agents and
 * authorized people of their own cards, else of their spouse's with the spouse in the
 * principal's place; never the principal in a role of their own. The street and city of the owner
 * and the owner's spouse come from the household's primary residence, and a will's final
 * arrangements from the "Final wishes" the principal wrote in the Family Guidebook.
 */
export async function prefillAnswers(
  deps: { db: Queryable; cipher: FieldCipher },
  input: PrefillInput,
): Promise<Record<string, unknown>> {
  const { db } = deps;
  const [cards, members] = await Promise.all([
    planCards(db, input.ownerId),
    householdMembers(db, input.ownerId),
  ]);
  // The principal's account: theirs when they start the draft, else the one member of that name;
  // none when several share it (a Jr. and a Sr.), whose wishes and home would be another's.
  const namesakes = members.filter((member) => sameName(member.name, input.principalName));
  const ids = new Set<string>(
    input.principalUserId
      ? [input.principalUserId]
      : namesakes.length === 1
        ? [namesakes[0]!.id]
        : [],
  );
  const plan = planFor(cards, members, { name: input.principalName, ids });
  // The household's home is the principal's only when they are its owner or the owner's spouse
  // (an adult child, a parent or a sibling in the household may live elsewhere).
  const owner = members.find((member) => member.id === input.ownerId);
  const spouse = plan.spouse;
  const atHome =
    ids.has(input.ownerId) ||
    (!!spouse &&
      ((spouse.source === 'family' && spouse.refId === input.ownerId) ||
        (!!owner && !!spouse.name && sameName(spouse.name, owner.name))));
  const home = atHome ? await homeAddress(db, input.ownerId, input.state) : null;
  const principal = {
    fullName: input.principalName,
    state: input.state,
    address: home?.address ?? null,
    city: home?.city ?? null,
  };

  const raw = await (async (): Promise<Record<string, unknown>> => {
    switch (input.kind) {
      case 'will': {
        const [executor = null, alternateExecutor = null] = plan.named('will', ['executor']);
        const [guardian = null, alternateGuardian = null] = plan.named('will', ['guardian']);
        return {
          testator: principal,
          maritalStatus: plan.spouse ? 'married' : null,
          spouseName: plan.spouse?.name ?? null,
          children: plan.children.slice(0, 20).map((name) => ({ name, dateOfBirth: null })),
          executor,
          alternateExecutor,
          guardian,
          alternateGuardian,
          finalArrangements: await finalWishes(db, deps.cipher, {
            ownerId: input.ownerId,
            authorIds: ids,
            readerId: input.readerId,
          }),
        };
      }
      case 'financial_poa': {
        const [agent = null, alternateAgent = null] = plan.named(input.kind, ['agent']);
        return { principal, agent, alternateAgent };
      }
      case 'healthcare_directive': {
        const [agent = null, alternateAgent = null] = plan.named(input.kind, ['health_care_agent']);
        return { principal, agent, alternateAgent };
      }
      case 'hipaa':
        return {
          principal,
          authorizedPeople: plan.named(input.kind, ['authorized_person']).slice(0, 10),
        };
    }
  })();
  // Through the schema, so every field the interview reads is there (lists empty, not missing).
  return LEGAL_ANSWER_SCHEMAS[input.kind].parse(raw);
}
