import { Link } from 'react-router';
import { CheckList } from '@web/components/check-list';
import { Button } from '@web/components/ui/button';
import { HubPreview } from './hub-preview';

const TRUST_POINTS = [
  'Encrypted in transit and at rest',
  'Two-factor sign-in',
  'No ads, no data selling',
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="text-sm font-semibold text-primary">For US households</p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            Everything your family needs to know, in one safe place
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Bills, accounts, insurance, documents and your estate plan, shared with the people you
            trust. If someone dies or becomes incapacitated, your family knows exactly what to do.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">Get started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <CheckList
            items={TRUST_POINTS}
            className="mt-8 grid gap-2 text-sm text-muted-foreground sm:flex sm:flex-wrap sm:gap-x-6"
            itemClassName="flex items-center gap-2"
            iconClassName="size-4 text-primary"
          />
        </div>
        <HubPreview />
      </div>
    </section>
  );
}
