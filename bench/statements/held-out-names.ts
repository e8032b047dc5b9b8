// Held-out names for the statements benchmark (issue 41: "statements it never saw"). None of
// these merchants, cities or processor codes is in the detector's unit tests or in its tables
// (merchant aliases, everyday-spending chains, category companies, city list); they were written
// for this benchmark alone. Some carry a word of their kind ("Water", "Market", "Insurance"), as
// real names do, and some say nothing of what they sell.

/** Bills, by role: each household takes one name per role it has. */
export const BILLERS = {
  rent: ['Cedar Hollow Residences', 'Maple Court Living', 'Brookstone Leasing', 'Parkview Terrace'],
  mortgage: ['Keystone Loan Servicing', 'Bayline Mortgage', 'Northgate Home Loans'],
  hoa: ['Willow Creek HOA', 'Stonebridge Community Assn'],
  electric: ['Tri-County Electric Coop', 'Granite Valley Power', 'Bluewater Energy'],
  gas: ['Prairie Natural Gas', 'Northfield Gas Co', 'Ridgeline Gas Service'],
  water: ['Riverbend Water District', 'Lakewood Municipal Utilities', 'Clearbrook Water'],
  internet: ['Kestrel Fiber', 'Vantage Broadband', 'Lumenet'],
  phone: ['Orbit Wireless', 'Paxton Mobile', 'Relay Cellular'],
  streaming: ['Streamora', 'Cinevault', 'Reelhouse', 'Nimbus TV', 'Marquee Plus'],
  music: ['Tunebox', 'Wavelength Music', 'Cadenza Audio'],
  appStore: ['Pinnacle Apps', 'Orchard Play Store'],
  news: ['Brightpage News', 'The Daily Ledger', 'Harborview Gazette'],
  software: ['Quillwise', 'Taskforge', 'Ledgerly'],
  membership: ['Trailhead Outdoor Coop', 'Bulkway Club', 'Roadside Rescue Club'],
  gym: ['Ironclad Athletic Club', 'Peak Form Fitness', 'Studio Tempo'],
  mealKit: ['Fresh Crate', 'Plated Table', 'Supper Box'],
  autoInsurance: ['Harborline Mutual', 'Keel Auto Insurance', 'Sentinel Casualty'],
  homeInsurance: ['Shelterpoint Insurance', 'Hearthguard Insurance'],
  lifeInsurance: ['Evergreen Life Assurance', 'Beacon Life'],
  carLoan: ['Meridian Auto Finance', 'Crestline Motor Credit'],
  childcare: ['Little Acorns Learning Center', 'Sunbeam Kids Club', 'Tiny Steps Preschool'],
  cleaner: ['ROSA MARTINEZ', 'DANA WHITFIELD', 'LEE OKAFOR'],
} as const;

/** Everyday spending (never a bill), by kind. */
export const SHOPS = {
  grocery: ['Harvest Lane Market', 'Fenwick Provisions', 'Greenleaf Grocers', 'Cornerstone Foods'],
  farmers: ['Eastside Farmers Stand', 'Hillcrest Growers'],
  coffee: ['Little Owl Espresso', 'Daybreak Roasters', 'Brew and Bloom', 'Copper Kettle'],
  fuel: ['Quikfill', 'Route 9 Fuel', 'Petrolux', 'Highway Stop'],
  restaurant: [
    'Osteria Lucca',
    'Golden Wok',
    'Taqueria El Sol',
    'The Rusty Anchor',
    'Saffron House',
    'Pho Saigon Bay',
    'Blue Door Bistro',
    'Smokehouse 51',
    'Nori Sushi Bar',
    'Mama Rosas',
    'Lotus Garden',
    'Burger Barn',
    'Crave Kitchen',
    'Olive and Vine',
    'Dockside Grill',
  ],
  online: ['Shopwell Online', 'Parcelhub Marketplace', 'Boxlot'],
  pharmacy: ['Wellcare Drug', 'Main Street Apothecary'],
  transit: ['Citylink Transit', 'Zipride', 'Parkeasy Garage'],
  misc: ['Hardware Barn', 'Bookends', 'Paws and Claws', 'Threadline Apparel', 'Gadget Grove'],
} as const;

/** Employers (payroll credits). */
export const EMPLOYERS = ['Northwind Logistics', 'Alder Health System', 'Brightline Software'];

/** Towns a card network prints after the name; none is in the detector's city list. */
export const TOWNS: readonly (readonly [string, string])[] = [
  ['MILLBROOK', 'NY'],
  ['CEDAR FALLS', 'IA'],
  ['PORT HAVEN', 'ME'],
  ['LAKE ORION', 'MI'],
  ['FAIRVIEW', 'TN'],
  ['SHELBYVILLE', 'KY'],
  ['GLEN ELLYN', 'IL'],
  ['WESTPORT', 'CT'],
  ['BEND', 'OR'],
  ['MAPLE GROVE', 'MN'],
];

/** Processor codes the detector has no entry for (Clover, FastSpring, Digital River). */
export const UNSEEN_PROCESSORS = ['CLV*', 'FSP*', 'DRI*'];
/** Processor codes it knows (Square, Toast), for part of the card charges. */
export const SEEN_PROCESSORS = ['SQ *', 'TST* '];
