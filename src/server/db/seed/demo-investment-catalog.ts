import type {
  THoldingInput,
  TInvestmentAccountInput,
} from '@shared/investments/investment-schemas';

const JORDAN = { name: 'Jordan Carter', relationship: 'Spouse' };
const ALEX = { name: 'Alex Carter', relationship: 'Spouse' };
const MIA = { name: 'Mia Carter', relationship: 'Daughter', minor: true };
const LEO = { name: 'Leo Carter', relationship: 'Son', minor: true };

/**
 * The family's investment accounts, entered here only (not also on Financial Accounts, where
 * they would count twice in net worth).
 */
export const DEMO_INVESTMENTS: readonly {
  account: TInvestmentAccountInput;
  holdings: readonly THoldingInput[];
}[] = [
  {
    account: {
      type: 'retirement_401k',
      institutionName: 'Fidelity',
      accountName: 'Dell 401(k)',
      accountNumber: '88310422',
      ownerName: 'Jordan Carter',
      designation: 'beneficiaries',
      beneficiaries: [
        { ...ALEX, tier: 'primary', shareBasisPoints: 10_000 },
        { ...MIA, tier: 'contingent', shareBasisPoints: 5_000 },
        { ...LEO, tier: 'contingent', shareBasisPoints: 5_000 },
      ],
    },
    holdings: [
      {
        symbol: 'FXAIX',
        name: 'Fidelity 500 Index Fund',
        assetClass: 'mutual_fund',
        quantity: 520.4,
        costBasisCents: 6_100_000,
        priceMicros: 212_450_000,
      },
      {
        symbol: 'FXNAX',
        name: 'Fidelity U.S. Bond Index Fund',
        assetClass: 'mutual_fund',
        quantity: 2_150,
        costBasisCents: 2_380_000,
        priceMicros: 10_420_000,
      },
      {
        symbol: 'FSPSX',
        name: 'Fidelity International Index Fund',
        assetClass: 'mutual_fund',
        quantity: 410.25,
        costBasisCents: 1_780_000,
        priceMicros: 51_300_000,
      },
    ],
  },
  {
    account: {
      type: 'roth_ira',
      institutionName: 'Vanguard',
      accountName: 'Roth IRA',
      accountNumber: '59102833',
      ownerName: 'Alex Carter',
      designation: 'beneficiaries',
      beneficiaries: [
        { ...JORDAN, tier: 'primary', shareBasisPoints: 10_000 },
        { ...MIA, tier: 'contingent', shareBasisPoints: 5_000 },
        { ...LEO, tier: 'contingent', shareBasisPoints: 5_000 },
      ],
    },
    holdings: [
      {
        symbol: 'VTI',
        name: 'Vanguard Total Stock Market ETF',
        assetClass: 'etf',
        quantity: 145,
        costBasisCents: 2_900_000,
        priceMicros: 301_200_000,
      },
      {
        symbol: 'VXUS',
        name: 'Vanguard Total International Stock ETF',
        assetClass: 'etf',
        quantity: 160,
        costBasisCents: 880_000,
        priceMicros: 66_800_000,
      },
    ],
  },
  {
    account: {
      type: 'brokerage',
      institutionName: 'Charles Schwab',
      accountName: 'Joint brokerage',
      accountNumber: '1100-4821',
      ownerName: 'Jordan & Alex Carter (joint with right of survivorship)',
      designation: 'transfer_on_death',
      beneficiaries: [
        { ...MIA, tier: 'primary', shareBasisPoints: 5_000 },
        { ...LEO, tier: 'primary', shareBasisPoints: 5_000 },
      ],
      notes: 'Registered JTWROS; the TOD registration names the children after both of us.',
    },
    holdings: [
      {
        symbol: 'AAPL',
        name: 'Apple Inc.',
        assetClass: 'stock',
        quantity: 60,
        costBasisCents: 870_000,
        priceMicros: 232_500_000,
      },
      {
        symbol: 'MSFT',
        name: 'Microsoft Corp.',
        assetClass: 'stock',
        quantity: 35,
        costBasisCents: 1_050_000,
        priceMicros: 421_800_000,
      },
      {
        symbol: 'SCHD',
        name: 'Schwab U.S. Dividend Equity ETF',
        assetClass: 'etf',
        quantity: 600,
        costBasisCents: 1_520_000,
        priceMicros: 28_150_000,
      },
      {
        symbol: null,
        name: 'Schwab cash sweep',
        assetClass: 'cash',
        quantity: 8_750,
        costBasisCents: 875_000,
        priceMicros: 1_000_000,
      },
    ],
  },
  {
    account: {
      type: 'college_529',
      institutionName: 'Texas Tuition Promise Fund',
      accountName: "Mia's 529",
      accountNumber: '529006121',
      ownerName: 'Jordan Carter (account owner), Mia Carter (beneficiary)',
      notes: 'Successor owner: Alex Carter.',
    },
    holdings: [
      {
        symbol: null,
        name: 'Tuition units (2036 enrollment)',
        assetClass: 'other',
        quantity: 120,
        costBasisCents: 1_380_000,
        priceMicros: 130_000_000,
      },
    ],
  },
];
