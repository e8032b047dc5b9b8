import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  ZFamilyMember,
  type TConnectedHousehold,
  type TFamilyMember,
  type TFamilyRole,
} from '@shared/family/family-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { useInvalidateFamily } from './use-invalidate-family';

const ZMemberResponse = z.object({ member: ZFamilyMember });

const memberPath = (member: TFamilyMember) =>
  `/family/members/${encodeURIComponent(member.userId)}`;

/** What a member may now do, in the words of the toast after a change. */
const NOW_ALLOWED: Record<TFamilyRole, string> = {
  guest: "can now view and edit your household's data.",
  viewer: "can now only view your household's data.",
};

export function useChangeRole() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: async ({ member, role }: { member: TFamilyMember; role: TFamilyRole }) =>
      (await api(memberPath(member), { method: 'PATCH', body: { role }, schema: ZMemberResponse }))
        .member,
    onSuccess: async (member) => {
      toast.success('Access updated', {
        description: `${member.fullName} ${member.role === 'advisor' ? 'keeps their advisor access.' : NOW_ALLOWED[member.role]}`,
      });
      await invalidate();
    },
    onError: (error) =>
      toast.error("Couldn't change their access", { description: errorMessage(error) }),
  });
}

/** The owner takes a member's access away; the server refuses their very next request. */
export function useRemoveMember() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: (member: TFamilyMember) => api(memberPath(member), { method: 'DELETE' }),
    onSuccess: async (_answer, member) => {
      toast.success('Access removed', {
        description: `${member.fullName} can no longer see your household's data.`,
      });
      await invalidate();
    },
    onError: (error) => toast.error("Couldn't remove access", { description: errorMessage(error) }),
  });
}

/** A member stops viewing someone else's household; their merged lists lose it at once. */
export function useLeaveHousehold() {
  const invalidate = useInvalidateFamily({ households: true });
  return useMutation({
    mutationFn: (household: TConnectedHousehold) =>
      api(`/family/households/${encodeURIComponent(household.ownerId)}`, { method: 'DELETE' }),
    onSuccess: async (_answer, household) => {
      toast.success('You left the household', {
        description: `You no longer have access to ${household.ownerName}'s data.`,
      });
      await invalidate();
    },
    onError: (error) =>
      toast.error("Couldn't leave the household", { description: errorMessage(error) }),
  });
}
