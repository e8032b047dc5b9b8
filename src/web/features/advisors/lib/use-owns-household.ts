import { useSession } from '@web/lib/session';

/**
 * Whether a row's household is the signed-in person's own. Professional access is the owner's to
 * give (the server answers anyone else 404), so a guest or viewer is not offered it.
 */
export function useOwnsHousehold(): (ownerId: string) => boolean {
  const userId = useSession().data?.user?.id;
  return (ownerId) => userId !== undefined && ownerId === userId;
}
