/** A time zone emails name times in: its IANA id and the words a reader knows it by. */
export type EmailTimeZone = { iana: string; name: string };

/** Used when the household has no home state: the server knows no other zone. */
export const UTC_ZONE: EmailTimeZone = { iana: 'UTC', name: 'UTC' };

const EASTERN: EmailTimeZone = { iana: 'America/New_York', name: 'Eastern' };
const CENTRAL: EmailTimeZone = { iana: 'America/Chicago', name: 'Central' };
const MOUNTAIN: EmailTimeZone = { iana: 'America/Denver', name: 'Mountain' };
// Arizona keeps standard time all year: its own zone, so summer times are not an hour off.
const ARIZONA: EmailTimeZone = { iana: 'America/Phoenix', name: 'Mountain' };
const PACIFIC: EmailTimeZone = { iana: 'America/Los_Angeles', name: 'Pacific' };
const ALASKA: EmailTimeZone = { iana: 'America/Anchorage', name: 'Alaska' };
const HAWAII: EmailTimeZone = { iana: 'Pacific/Honolulu', name: 'Hawaii' };

/**
 * The time zone of most of each state's people (the 50 states and DC), for a household whose only
 * place on record is its home state. Basis: the US time zone boundaries (49 CFR part 71) with the
 * Census population of the parts of states they split: Florida's panhandle, western Kentucky and
 * Michigan's four western Upper Peninsula counties are Central, but most people there are Eastern;
 * eastern Tennessee (Knoxville, Chattanooga) is Eastern, but Middle and West Tennessee (Nashville,
 * Memphis) hold most of the people, Central; Indiana's Central corners are small beside
 * Indianapolis; the west of Kansas, Nebraska, the Dakotas and Texas (El Paso) is Mountain, the
 * rest and most people Central; Idaho's north is Pacific, Boise and the south Mountain; Oregon's
 * Malheur County is Mountain; Alaska's Aleutians are Hawaii–Aleutian time, Anchorage is Alaska.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, EmailTimeZone>> = {
  AL: CENTRAL,
  AK: ALASKA,
  AZ: ARIZONA,
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: HAWAII,
  ID: { iana: 'America/Boise', name: 'Mountain' },
  IL: CENTRAL,
  IN: { iana: 'America/Indiana/Indianapolis', name: 'Eastern' },
  IA: CENTRAL,
  KS: CENTRAL,
  KY: { iana: 'America/Kentucky/Louisville', name: 'Eastern' },
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: { iana: 'America/Detroit', name: 'Eastern' },
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
};

/** The zone of a home state (a two-letter code), or UTC when there is none or it is unknown. */
export function timeZoneOfState(homeState: string | null | undefined): EmailTimeZone {
  return (homeState && STATE_TIME_ZONES[homeState]) || UTC_ZONE;
}
