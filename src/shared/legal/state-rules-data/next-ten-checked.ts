/**
 * Issue 37, item 2: the day the next ten states' rows (NJ, VA, WA, AZ, TN, MA, IN, MD, MO, WI)
 * were checked for powers of attorney and health-care directives, and the will sections
 * re-read that day. Will sections not re-read keep the earlier CHECKED_ON.
 */
export const NEXT_TEN_CHECKED_ON = '2026-11-29';

/*
 * HIPAA authorizations in these states (checked the same day; hipaa-federal.ts unchanged):
 * - WA, RCW 70.02.030(3) (read, apps.leg.wa.gov/RCW/default.aspx?cite=70.02.030): in writing,
 *   dated and signed by the patient; identifies the information, the recipients, the disclosing
 *   providers and the patient; has an expiration date or event. No witness or notary.
 * - MD, Health-Gen. § 4-303(b) (read, self-law.org/code/md/health-general/4-303): in writing,
 *   dated and signed; names the health care provider and the recipient; states how long it is
 *   valid, at most one year (except nursing-home residents and criminal-justice referrals);
 *   covers only records the provider developed unless it says otherwise. No witness or notary,
 *   but the one-year limit is a content rule the federal form does not have.
 * - NJ, VA, AZ, TN, MA, IN, MO, WI: not searched here; nothing recorded.
 */
