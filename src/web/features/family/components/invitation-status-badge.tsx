import type { TInvitationStatus } from '@shared/family/family-schemas';
import { Badge } from '@web/components/ui/badge';

const STATUS: Record<
  TInvitationStatus,
  { label: string; variant: 'default' | 'secondary' | 'outline' }
> = {
  pending: { label: 'Pending', variant: 'secondary' },
  accepted: { label: 'Accepted', variant: 'default' },
  expired: { label: 'Expired', variant: 'outline' },
  revoked: { label: 'Revoked', variant: 'outline' },
};

export function InvitationStatusBadge({ status }: { status: TInvitationStatus }) {
  const { label, variant } = STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
