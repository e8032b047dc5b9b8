import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@web/components/ui/alert';

/** Why the visitor has to sign in, said above the form by the screen that sent them here. */
export function LoginNotice({ children }: { children: string }) {
  return (
    <Alert role="status">
      <Info aria-hidden />
      <AlertDescription className="text-foreground">{children}</AlertDescription>
    </Alert>
  );
}
