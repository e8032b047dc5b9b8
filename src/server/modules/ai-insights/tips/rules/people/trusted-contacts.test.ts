import { describe, expect, it } from 'vitest';
import { completeSnapshot, OWNER, tipsOf } from '../../tip-fixture';
import { noTrustedContacts, singleTrustedContact } from './trusted-contacts';

function withContacts(...names: string[]) {
  return {
    ...completeSnapshot(),
    triggering: [{ ownerId: OWNER, trustedContactNames: names, activeEventKind: null }],
  };
}

describe('noTrustedContacts', () => {
  it('fires when nobody can report the triggering event', () => {
    expect(tipsOf(noTrustedContacts, withContacts())).toEqual([
      expect.objectContaining({
        rule: 'no-trusted-contacts',
        severity: 'medium',
        title: 'No trusted contacts set for the triggering event',
        href: '/triggering-event',
      }),
    ]);
  });

  it('does not fire with a trusted contact, nor for a household whose set-up is not loaded', () => {
    expect(tipsOf(noTrustedContacts, withContacts('Ana Lopez'))).toEqual([]);
    expect(tipsOf(noTrustedContacts, { ...completeSnapshot(), triggering: [] })).toEqual([]);
  });
});

describe('singleTrustedContact', () => {
  it('fires for a single trusted contact, naming them', () => {
    expect(tipsOf(singleTrustedContact, withContacts('Ana Lopez'))).toEqual([
      expect.objectContaining({
        rule: 'single-trusted-contact',
        severity: 'low',
        title: 'Only Ana Lopez can report an event',
        action: 'Add a backup contact',
      }),
    ]);
  });

  it('does not fire with a backup, nor with none (no-trusted-contacts says so)', () => {
    expect(tipsOf(singleTrustedContact, withContacts('Ana Lopez', 'Luis Lopez'))).toEqual([]);
    expect(tipsOf(singleTrustedContact, withContacts())).toEqual([]);
  });
});
