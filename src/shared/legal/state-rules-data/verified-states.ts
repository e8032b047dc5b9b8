import { ALABAMA } from './alabama';
import { ALASKA } from './alaska';
import { ARIZONA } from './arizona';
import { ARKANSAS } from './arkansas';
import { CALIFORNIA } from './california';
import { COLORADO } from './colorado';
import { CONNECTICUT } from './connecticut';
import { FLORIDA } from './florida';
import { GEORGIA } from './georgia';
import { IDAHO } from './idaho';
import { ILLINOIS } from './illinois';
import { INDIANA } from './indiana';
import { IOWA } from './iowa';
import { LOUISIANA } from './louisiana';
import { MARYLAND } from './maryland';
import { MASSACHUSETTS } from './massachusetts';
import { MICHIGAN } from './michigan';
import { MINNESOTA } from './minnesota';
import { MISSOURI } from './missouri';
import { MONTANA } from './montana';
import { NEBRASKA } from './nebraska';
import { NEW_JERSEY } from './new-jersey';
import { NEW_MEXICO } from './new-mexico';
import { NEW_YORK } from './new-york';
import { NORTH_CAROLINA } from './north-carolina';
import { NORTH_DAKOTA } from './north-dakota';
import { OHIO } from './ohio';
import { OKLAHOMA } from './oklahoma';
import { OREGON } from './oregon';
import { PENNSYLVANIA } from './pennsylvania';
import { SOUTH_CAROLINA } from './south-carolina';
import { SOUTH_DAKOTA } from './south-dakota';
import { TENNESSEE } from './tennessee';
import { TEXAS } from './texas';
import { UTAH } from './utah';
import type { TVerifiedSections } from './verified-sections';
import { VIRGINIA } from './virginia';
import { WASHINGTON } from './washington';
import { WISCONSIN } from './wisconsin';

/**
 * Each state whose sections were read from its statutes, by code: the ten most populous states
 * and Louisiana's notarial testament, then the next states by population as time allowed. A
 * section missing here stays general.
 */
export const VERIFIED_STATES: Readonly<Record<string, TVerifiedSections>> = {
  CA: CALIFORNIA,
  TX: TEXAS,
  FL: FLORIDA,
  NY: NEW_YORK,
  PA: PENNSYLVANIA,
  IL: ILLINOIS,
  OH: OHIO,
  GA: GEORGIA,
  NC: NORTH_CAROLINA,
  MI: MICHIGAN,
  LA: LOUISIANA,
  NJ: NEW_JERSEY,
  VA: VIRGINIA,
  WA: WASHINGTON,
  AZ: ARIZONA,
  TN: TENNESSEE,
  MA: MASSACHUSETTS,
  IN: INDIANA,
  MO: MISSOURI,
  WI: WISCONSIN,
  CO: COLORADO,
  MN: MINNESOTA,
  SC: SOUTH_CAROLINA,
  AL: ALABAMA,
  CT: CONNECTICUT,
  UT: UTAH,
  IA: IOWA,
  AR: ARKANSAS,
  NM: NEW_MEXICO,
  NE: NEBRASKA,
  ID: IDAHO,
  MT: MONTANA,
  AK: ALASKA,
  ND: NORTH_DAKOTA,
  SD: SOUTH_DAKOTA,
  MD: MARYLAND,
  OR: OREGON,
  OK: OKLAHOMA,
};
