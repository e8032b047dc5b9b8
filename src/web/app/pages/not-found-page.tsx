import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { usePageTitle } from '@web/lib/use-page-title';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <MessagePage
      icon={Compass}
      tone="muted"
      eyebrow="404"
      title="Page not found"
      description="We could not find the page you were looking for. It may have moved, or the link may be mistyped."
      actions={
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
      }
    />
  );
}
