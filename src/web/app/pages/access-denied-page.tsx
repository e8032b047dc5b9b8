import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { usePageTitle } from '@web/lib/use-page-title';
import { MessagePage } from './message-page';

export function AccessDeniedPage() {
  usePageTitle('Access Denied');
  return (
    <MessagePage
      icon={ShieldAlert}
      tone="destructive"
      title="Access Denied"
      description="You don't have permission to access this page."
      actions={
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      }
    />
  );
}

export { AccessDeniedPage as Component };
