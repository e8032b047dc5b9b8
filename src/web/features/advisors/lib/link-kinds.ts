import { ADVISOR_LINK_KINDS, type TAdvisorLinkKind } from '@shared/advisors/advisor-schemas';

/**
 * How the advisors screen names each kind of thing an advisor handles. Insurance policies are the
 * household's insurance obligations (the only obligations an advisor is linked to).
 */
export const LINK_KIND_LABELS: Record<TAdvisorLinkKind, string> = {
  asset: 'Financial accounts',
  investment: 'Investment accounts',
  loan: 'Loans',
  property: 'Properties',
  expense: 'Insurance policies',
};

export { ADVISOR_LINK_KINDS };

/** One link as a stable key ("loan:1f…"), for sets and React keys. */
export function linkKey(link: { kind: TAdvisorLinkKind; id: string }): string {
  return `${link.kind}:${link.id}`;
}
