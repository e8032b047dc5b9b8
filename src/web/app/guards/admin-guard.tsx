import { Outlet } from 'react-router';
import { useSession } from '@web/lib/session';
import { AccessDeniedPage } from '../pages/access-denied-page';

/** Spec §2: admin screens need the admin role; everyone else sees Access Denied. */
export function AdminGuard() {
  const user = useSession().data?.user;
  return user?.isAdmin ? <Outlet /> : <AccessDeniedPage />;
}
