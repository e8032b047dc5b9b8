import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@web/components/ui/card';

type Props = {
  id: string;
  icon: LucideIcon;
  heading: string;
  description: string;
  action: ReactNode;
};

/** One of the account-choice page's two ways on, as a card with its one action. */
export function AccountChoice({ id, icon: Icon, heading, description, action }: Props) {
  return (
    <li>
      <Card aria-labelledby={id} role="group" className="flex h-full flex-col">
        <CardHeader className="gap-3">
          <div className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon className="size-5" aria-hidden />
          </div>
          <h2 id={id} className="text-lg font-semibold">
            {heading}
          </h2>
        </CardHeader>
        <CardContent className="flex-1">
          <CardDescription>{description}</CardDescription>
        </CardContent>
        <CardFooter>{action}</CardFooter>
      </Card>
    </li>
  );
}
