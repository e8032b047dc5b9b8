import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useSignOut } from '@web/lib/use-sign-out';

/** The way out on screens without the app's profile menu (onboarding, subscription). */
export function SignOutButton({ variant = 'outline' }: { variant?: ButtonProps['variant'] }) {
  const signOut = useSignOut();
  return (
    <Button variant={variant} onClick={() => void signOut()}>
      <LogOut aria-hidden />
      Sign out
    </Button>
  );
}
