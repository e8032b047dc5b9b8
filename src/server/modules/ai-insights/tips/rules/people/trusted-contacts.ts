import type { TipRule } from '../../tip-rule';

const TRIGGERING_HREF = '/triggering-event';

/**
 * Nobody can report a death or incapacity: the after-event sharing of issue 15 would stay
 * locked. Only households whose set-up the snapshot carries are checked.
 */
export const noTrustedContacts: TipRule = {
  id: 'no-trusted-contacts',
  area: 'trusted contacts',
  evaluate: (context) =>
    context.snapshot.triggering
      .filter((setup) => setup.trustedContactNames.length === 0)
      .map((setup) => ({
        rule: 'no-trusted-contacts',
        severity: 'medium' as const,
        title: `No trusted contacts set for the triggering event${context.forOwner(setup.ownerId)}`,
        detail:
          'Nobody can report a death or incapacity, so what you chose to share after such an event would stay locked. Choose at least one trusted contact, and a backup.',
        href: TRIGGERING_HREF,
        action: 'Choose trusted contacts',
      })),
};

/**
 * A single trusted contact. Research notes §3 (Everplans): backup unlockers are recommended, and
 * at least two deputies.
 */
export const singleTrustedContact: TipRule = {
  id: 'single-trusted-contact',
  area: 'trusted contacts',
  evaluate: (context) =>
    context.snapshot.triggering
      .filter((setup) => setup.trustedContactNames.length === 1)
      .map((setup) => ({
        rule: 'single-trusted-contact',
        severity: 'low' as const,
        title: `Only ${setup.trustedContactNames[0] ?? 'one person'} can report an event${context.forOwner(setup.ownerId)}`,
        detail:
          'If they cannot act, or are affected by the same event, nobody can unlock your plan. Add a second trusted contact as a backup.',
        href: TRIGGERING_HREF,
        action: 'Add a backup contact',
      })),
};
