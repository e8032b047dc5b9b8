import { describe, expect, it } from 'vitest';
import {
  chooseMatch,
  vendorsAgree,
  type BillForMatching,
  type MatchCandidate,
} from './obligation-match';

function obligation(
  id: string,
  fields: Partial<Omit<MatchCandidate, 'accountNumber'>> & { accountNumber?: string | null } = {},
): MatchCandidate {
  const { accountNumber = null, ...rest } = fields;
  return {
    id,
    vendor: 'Portland General Electric',
    costCents: 10_000,
    last4: null,
    addressStreet: null,
    addressZip: null,
    addressFull: null,
    ...rest,
    accountNumber: () => accountNumber,
  };
}

const bill = (fields: Partial<BillForMatching> = {}): BillForMatching => ({
  vendor: 'PORTLAND GENERAL ELECTRIC',
  accountNumber: null,
  serviceAddress: null,
  savedTo: null,
  ...fields,
});

const OAK = { addressStreet: '1420 SE Oak Street', addressZip: '97214' };
const ELM = { addressStreet: '88 NE Elm Ave', addressZip: '97211' };

describe('chooseMatch', () => {
  it('takes the obligation the same file was saved to before anything else', () => {
    const candidates = [
      obligation('by-account', { last4: '7003', accountNumber: '118204507003' }),
      obligation('saved-to', { vendor: 'Renamed by hand' }),
    ];
    expect(
      chooseMatch(bill({ accountNumber: '1182-0450-7003', savedTo: 'saved-to' }), candidates),
    ).toMatchObject({ id: 'saved-to', reason: 'same_file' });
  });

  it('matches the whole account number, whatever the vendor is called', () => {
    const candidates = [
      obligation('other-home', { last4: '7003', accountNumber: '999904507003' }),
      obligation('this-one', { vendor: 'PGE', last4: '7003', accountNumber: '118204507003' }),
    ];
    expect(chooseMatch(bill({ accountNumber: '1182 0450 7003' }), candidates)).toMatchObject({
      id: 'this-one',
      reason: 'account_number',
      accountLast4: '7003',
    });
  });

  it('matches the last four where the obligation keeps only those, unless the vendor differs', () => {
    const onlyLast4 = [obligation('last4', { last4: '7003' })];
    expect(chooseMatch(bill({ accountNumber: '118-2045-07003' }), onlyLast4)).toMatchObject({
      id: 'last4',
      reason: 'account_number',
    });
    // No vendor read: the last four decide.
    expect(
      chooseMatch(bill({ vendor: null, accountNumber: '118-2045-07003' }), onlyLast4),
    ).toMatchObject({ id: 'last4' });
    expect(
      chooseMatch(bill({ vendor: 'Comcast', accountNumber: '118-2045-07003' }), onlyLast4),
    ).toBeNull();
  });

  it('never offers an obligation of the same vendor with another account number', () => {
    const candidates = [obligation('other-account', { last4: '5555', accountNumber: '00005555' })];
    expect(chooseMatch(bill({ accountNumber: '118-2045-07003' }), candidates)).toBeNull();
  });

  it('matches vendor and service address when account numbers do not decide', () => {
    const candidates = [obligation('elm', ELM), obligation('oak', OAK)];
    expect(
      chooseMatch(bill({ serviceAddress: '1420 SE Oak St, Portland, OR 97214' }), candidates),
    ).toMatchObject({ id: 'oak', reason: 'service_address' });
    // The obligation has no account number: the bill's does not rule it out.
    expect(
      chooseMatch(
        bill({ accountNumber: '4410', serviceAddress: '1420 Oak St, Portland, OR 97214' }),
        candidates,
      ),
    ).toMatchObject({ id: 'oak', reason: 'service_address' });
  });

  it('does not offer the same vendor at another address', () => {
    expect(
      chooseMatch(bill({ serviceAddress: '1420 SE Oak St, Portland, OR 97214' }), [
        obligation('elm', ELM),
      ]),
    ).toBeNull();
  });

  it('falls back on the vendor alone when nothing tells obligations apart', () => {
    expect(chooseMatch(bill(), [obligation('only')])).toMatchObject({
      id: 'only',
      reason: 'vendor',
    });
    expect(
      chooseMatch(bill({ serviceAddress: '1420 SE Oak St, Portland, OR 97214' }), [
        obligation('no-address'),
      ]),
    ).toMatchObject({ id: 'no-address', reason: 'vendor' });
    expect(chooseMatch(bill({ vendor: 'Comcast' }), [obligation('only')])).toBeNull();
    expect(chooseMatch(bill({ vendor: null }), [obligation('only')])).toBeNull();
  });

  it('compares a stored number that cannot be opened with nothing', () => {
    const unreadable = [obligation('sealed-elsewhere', { last4: '7003', accountNumber: '' })];
    expect(chooseMatch(bill({ accountNumber: '118-2045-07003' }), unreadable)).toBeNull();
  });
});

describe('vendorsAgree', () => {
  it('agrees on one vendor written two ways, not on two vendors of one trade', () => {
    expect(vendorsAgree('Lakeside Water', 'LAKESIDE MUNICIPAL WATER')).toBe(true);
    expect(vendorsAgree('Atmos Energy, Inc.', 'ATMOS ENERGY')).toBe(true);
    expect(vendorsAgree('Lakeside Water', 'Clearbrook Water District')).toBe(false);
    expect(vendorsAgree('City Electric', 'County Electric')).toBe(false);
  });
});

describe('chooseMatch between two vendors of one home', () => {
  it('does not take the water bill for the power obligation at the same address', () => {
    const candidates = [
      obligation('power', { vendor: 'Portland General Electric', ...OAK }),
      obligation('water', { vendor: 'Portland Water Bureau', ...OAK }),
    ];
    expect(
      chooseMatch(
        bill({
          vendor: 'Portland Water Bureau',
          serviceAddress: '1420 SE Oak St, Portland, OR 97214',
        }),
        candidates,
      ),
    ).toMatchObject({ id: 'water', reason: 'service_address' });
    expect(
      chooseMatch(
        bill({ vendor: 'Portland Gas', serviceAddress: '1420 SE Oak St, Portland, OR 97214' }),
        candidates,
      ),
    ).toBeNull();
  });
});
