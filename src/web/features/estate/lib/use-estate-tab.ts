import { useSearchParams } from 'react-router';

export const ESTATE_TABS = ['plan', 'insurance', 'who-gets-what'] as const;
export type EstateTab = (typeof ESTATE_TABS)[number];

export const ESTATE_TAB_LABELS: Record<EstateTab, string> = {
  plan: 'Plan',
  insurance: 'Insurance',
  'who-gets-what': 'Who gets what',
};

function isEstateTab(value: string | null): value is EstateTab {
  return ESTATE_TABS.some((tab) => tab === value);
}

/**
 * The open tab lives in the URL (`?tab=insurance`), so a link (from a gap's "fix it", or shared)
 * opens the right one and a reload stays there. The default tab leaves the URL clean; switching
 * replaces the entry rather than adding one per click.
 */
export function useEstateTab(): [EstateTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isEstateTab(value) ? value : 'plan';
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'plan' || !isEstateTab(next)) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}
