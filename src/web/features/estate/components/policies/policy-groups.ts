import { POLICY_KINDS, type TPolicy, type TPolicyKind } from '@shared/estate/policy-schemas';

export type PolicyGroup = { kind: TPolicyKind; policies: TPolicy[] };

/** The policies by kind, in the order of POLICY_KINDS (life first), each by carrier. */
export function groupPolicies(policies: readonly TPolicy[]): PolicyGroup[] {
  return POLICY_KINDS.flatMap((kind) => {
    const ofKind = policies
      .filter((policy) => policy.kind === kind)
      .sort((a, b) => a.carrier.localeCompare(b.carrier) || a.createdAt.localeCompare(b.createdAt));
    return ofKind.length > 0 ? [{ kind, policies: ofKind }] : [];
  });
}
