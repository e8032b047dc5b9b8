import { propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { homesByAddress } from '../records/homes-by-address';
import { byMonthlyCost, totalMonthlyCents } from '../records/obligation-lines';
import { obligationSource } from '../records/sources';
import { vehicleNames, vehicleOf } from '../records/vehicles';
import { costText } from '../text/format';
import { normalizeText } from '../text/normalize';

/** "What does each of our cars cost?", "per kid", "house by house": one total for each. */
const EACH =
  /\b(?:each|every|per|for each) (?:one )?(?:of (?:our|the|my|your|their) )?(?:(cars?|vehicles?|autos?)|(kids?|child|children)|(homes?|houses?|properties|property))\b|\b(?:(car)|(kid|child)|(home|house)) by (?:car|kid|child|home|house)\b/;

/**
 * "Mia's compared with Leo's", "the Honda versus the Tesla", "Mia and Leo separately", "what do
 * Mia and Leo each cost": a total for each side.
 */
const COMPARED =
  /\b(compared (with|to)|versus|vs|against|separately|individually|one by one|apiece|broken (down|out) by (kid|child|car|home|house|person))\b|\b\w+ and \w+ each\b/;

type Group = { name: string; obligations: SnapshotObligation[] };
type Kind = 'car' | 'child' | 'home';
const KINDS: readonly Kind[] = ['child', 'car', 'home'];

function groupsOf(
  obligations: readonly SnapshotObligation[],
  of: (obligation: SnapshotObligation) => string | null,
): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const obligation of obligations) {
    const name = of(obligation);
    if (!name) continue;
    const group = groups.get(name) ?? { name, obligations: [] };
    group.obligations.push(obligation);
    groups.set(name, group);
  }
  return groups;
}

/** What each obligation is for, by the kind of thing asked: its car, its child or its home. */
function groupOf(
  kind: Kind,
  snapshot: HouseholdSnapshot,
): (obligation: SnapshotObligation) => string | null {
  if (kind === 'car') {
    const vehicles = vehicleNames(snapshot.estate.properties);
    return (obligation) => {
      const vehicle = vehicleOf(obligation.entityName, vehicles);
      return vehicle ? propertyLabel(vehicle.property) : null;
    };
  }
  if (kind === 'child') {
    const children = new Set(
      snapshot.estate.households.flatMap((household) => household.children.map(normalizeText)),
    );
    return (obligation) =>
      obligation.entityName && children.has(normalizeText(obligation.entityName))
        ? obligation.entityName
        : null;
  }
  const homes = homesByAddress(snapshot.estate.properties);
  return (obligation) => {
    const home = obligation.addressFull ? homes.get(obligation.addressFull) : undefined;
    return home ? propertyLabel(home) : null;
  };
}

/**
 * "All in, what does each of our cars cost us a month, and which costs more?": the obligations
 * the question names, added up for each car, child or home they are for, largest first. Null
 * when the question asks no total for each, or fewer than two of them have bills.
 */
export function spendingByEach(
  text: string,
  obligations: readonly SnapshotObligation[],
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const each = EACH.exec(text);
  const groupsBy = (kind: Kind) => groupsOf(obligations, groupOf(kind, snapshot));
  let groups: Map<string, Group> | undefined;
  if (each) groups = groupsBy(each[1] || each[4] ? 'car' : each[2] || each[5] ? 'child' : 'home');
  // "What do Mia's things cost compared with Leo's?": the bills named, for each one compared.
  else if (COMPARED.test(text)) groups = KINDS.map(groupsBy).find((byKind) => byKind.size >= 2);
  if (!groups || groups.size < 2) return null;
  const sorted = [...groups.values()].sort(
    (a, b) => totalMonthlyCents(b.obligations) - totalMonthlyCents(a.obligations),
  );
  const lines = sorted.map((group) => {
    const bills = byMonthlyCost(group.obligations)
      .map(
        (obligation) =>
          `${obligation.vendor} ${costText(obligation.costCents, obligation.frequency)}`,
      )
      .join(', ');
    return `${group.name} ${formatCents(totalMonthlyCents(group.obligations))} a month (${bills})`;
  });
  const grouped = new Set(sorted.flatMap((group) => group.obligations));
  const rest = obligations.filter((obligation) => !grouped.has(obligation));
  const [most] = sorted;
  const others =
    rest.length > 0
      ? ` Not for any one of them: ${rest.map((obligation) => `${obligation.vendor} ${costText(obligation.costCents, obligation.frequency)}`).join(', ')}.`
      : '';
  return {
    response: `${lines.join('; ')}. ${most?.name} costs the most.${others}`,
    sources: [...grouped].map(obligationSource),
    intent: 'spending',
  };
}
