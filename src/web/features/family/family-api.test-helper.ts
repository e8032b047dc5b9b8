import type { TFamilyOverview, TFamilyRole, TInvitation } from '@shared/family/family-schemas';
import { fakeApi, json, type Handler } from '@test/web/fake-api';
import { invitation, overview } from './family-fixtures.test-helper';

/**
 * The family API over an in-memory overview, so a change is followed by the refreshed page as
 * the real server would answer it. `routes` replace or add answers.
 */
export function familyApi(
  initial: Partial<TFamilyOverview> = {},
  routes: Record<string, Handler> = {},
) {
  const state = overview(initial);
  const answers: Record<string, Handler> = {
    'GET /api/family': () => state,
    'GET /api/family/activity': () => ({ entries: [] }),
    'POST /api/family/invitations': (body) => {
      const sent = invitation({
        ...(body as Pick<TInvitation, 'inviteeName' | 'inviteeEmail'>),
        id: 'invitation-new',
      });
      state.invitations = [sent, ...state.invitations];
      return json(201, { invitation: sent });
    },
  };
  const setInvitation = (id: string, patch: Partial<TInvitation>) => {
    state.invitations = state.invitations.map((item) =>
      item.id === id ? { ...item, ...patch } : item,
    );
    return state.invitations.find((item) => item.id === id);
  };
  for (const { id } of state.invitations) {
    answers[`POST /api/family/invitations/${id}/resend`] = () => ({
      invitation: setInvitation(id, { status: 'pending', expiresAt: '2026-03-20T15:00:00.000Z' }),
    });
    answers[`DELETE /api/family/invitations/${id}`] = () => {
      setInvitation(id, { status: 'revoked' });
      return { ok: true };
    };
  }
  for (const { userId } of state.members) {
    answers[`PATCH /api/family/members/${userId}`] = (body) => {
      const { role } = body as { role: TFamilyRole };
      state.members = state.members.map((item) =>
        item.userId === userId ? { ...item, role } : item,
      );
      return { member: state.members.find((item) => item.userId === userId) };
    };
    answers[`DELETE /api/family/members/${userId}`] = () => {
      state.members = state.members.filter((item) => item.userId !== userId);
      return { ok: true };
    };
  }
  for (const { ownerId } of state.households) {
    answers[`DELETE /api/family/households/${ownerId}`] = () => {
      state.households = state.households.filter((item) => item.ownerId !== ownerId);
      return { ok: true };
    };
  }
  return fakeApi({ ...answers, ...routes });
}
