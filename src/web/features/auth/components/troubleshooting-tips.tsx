import { BRAND } from '@shared/brand';
import { TextLink, textLinkClass } from '@web/components/ui/text-link';

/** What to try when the verification email does not arrive, and who to ask. */
export function TroubleshootingTips() {
  return (
    <section
      aria-labelledby="troubleshooting-heading"
      className="grid gap-3 rounded-lg bg-muted p-4 text-sm"
    >
      <h2 id="troubleshooting-heading" className="font-medium">
        Didn&apos;t receive the email?
      </h2>
      <ul className="grid list-disc gap-1.5 pl-5 text-muted-foreground">
        <li>Check your spam or junk folder.</li>
        <li>Wait a few minutes: delivery can take a little while.</li>
        <li>
          Check the spelling of your email address. If it is wrong,{' '}
          <TextLink to="/register">register again</TextLink> with the right one.
        </li>
      </ul>
      <p className="text-muted-foreground">
        Still stuck? Contact us at{' '}
        <a href={`mailto:${BRAND.supportEmail}`} className={textLinkClass}>
          {BRAND.supportEmail}
        </a>
        .
      </p>
    </section>
  );
}
