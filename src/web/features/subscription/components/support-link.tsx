import { BRAND } from '@shared/brand';

/** Support's address as a mail link, with a subject saying what it is about. */
export function SupportLink({ subject = 'My Nido plan' }: { subject?: string }) {
  return (
    <a
      href={`mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(subject)}`}
      className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      {BRAND.supportEmail}
    </a>
  );
}
