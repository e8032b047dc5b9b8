import { expect } from 'vitest';
import type { TLegalDraft, TLegalGenerated } from '@shared/legal/legal-api';
import type { TestUser } from '@test/harness/accounts';
import { PNG, type UploadFile } from '@test/harness/documents';

/** Issue 17's routes, as the web app calls them. */
export const DRAFTS = '/api/legal-wizard/drafts';

export async function createDraft(
  user: TestUser,
  body: { kind: string; state: string; principalName?: string; ownerId?: string },
): Promise<TLegalDraft> {
  const response = await user.client.post(DRAFTS, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TLegalDraft;
}

export async function saveDraft(
  user: TestUser,
  id: string,
  body: { step: number; answers: unknown; state?: string },
): Promise<TLegalDraft> {
  const response = await user.client.patch(`${DRAFTS}/${id}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TLegalDraft;
}

export async function readDraft(user: TestUser, id: string): Promise<TLegalDraft> {
  const response = await user.client.get(`${DRAFTS}/${id}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TLegalDraft;
}

export async function generate(
  user: TestUser,
  id: string,
  replaceCurrent?: boolean,
): Promise<TLegalGenerated> {
  const response = await user.client.post(
    `${DRAFTS}/${id}/generate`,
    replaceCurrent === undefined ? {} : { replaceCurrent },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TLegalGenerated;
}

/** The signed-copy form: the scan and the day it was signed. */
export function signedCopyForm(
  signedOn: string | null,
  file: UploadFile | null = scan(),
): FormData {
  const form = new FormData();
  if (signedOn !== null) form.set('signedOn', signedOn);
  if (file)
    form.set('file', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  return form;
}

export function scan(): UploadFile {
  return { bytes: PNG, name: 'signed-will.png' };
}

export function postSignedCopy(user: TestUser, id: string, form: FormData): Promise<Response> {
  return user.client.request(`${DRAFTS}/${id}/signed-copy`, { method: 'POST', body: form });
}

/** A will every check passes: executor and alternate adults, a residuary adding to 100. */
export function completeWill(name = 'Maria Lopez', state = 'CA') {
  const adult = (personName: string, relationship: string) => ({
    name: personName,
    relationship,
    isAdult: true,
    source: 'other',
  });
  return {
    testator: { fullName: name, state, city: 'Sacramento', county: 'Sacramento' },
    maritalStatus: 'married',
    // The testator's spouse is the other one of the couple (never the testator).
    spouseName: name === 'Jorge Lopez' ? 'Maria Lopez' : 'Jorge Lopez',
    children: [{ name: 'Ana Lopez', dateOfBirth: '1995-04-02' }],
    executor: adult('Luis Lopez', 'Brother'),
    alternateExecutor: adult('Carmen Ortiz', 'Sister'),
    residuary: [
      { name: 'Jorge Lopez', relationship: 'Spouse', percent: 60, alternate: 'Ana Lopez' },
      { name: 'Ana Lopez', relationship: 'Daughter', percent: 40, alternate: 'Jorge Lopez' },
    ],
    specificGifts: [{ description: 'My grandmother’s ring', beneficiary: 'Ana Lopez' }],
    witnesses: [{ name: 'Pat Neighbor' }, { name: 'Sam Friend' }],
  };
}
