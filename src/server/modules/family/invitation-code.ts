import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes are read out of emails and sometimes typed. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 12;

/** A fresh unguessable invitation code (about 59 bits). */
export function newInvitationCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Spec §4: a reference containing a hyphen is an invitation id, otherwise a short code. */
export function isInvitationId(reference: string): boolean {
  return reference.includes('-');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id reference that could be a row id at all (anything else cannot match and is not queried). */
export function isWellFormedId(reference: string): boolean {
  return UUID.test(reference);
}
