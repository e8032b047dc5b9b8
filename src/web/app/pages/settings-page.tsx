import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { AppearanceSection } from '@web/features/account-settings/components/appearance-section';
import { DangerZoneSection } from '@web/features/account-settings/components/danger-zone-section';
import { EmailSection } from '@web/features/account-settings/components/email-section';
import { PasswordSection } from '@web/features/account-settings/components/password-section';
import { ProfileSection } from '@web/features/account-settings/components/profile-section';
import { SessionsSection } from '@web/features/account-settings/components/sessions-section';
import { SettingsSection } from '@web/features/account-settings/components/settings-section';
import { TwoFactorSection } from '@web/features/account-settings/components/two-factor-section';
import { PrivacySettingsCard } from '@web/features/consent/components/privacy-settings-card';

/** The page's sections in order; each is a card with this anchor (/settings#security). */
const SECTION_LINKS = [
  { id: 'profile', label: 'Profile' },
  { id: 'email', label: 'Email' },
  { id: 'password', label: 'Password' },
  { id: 'security', label: 'Two-factor' },
  { id: 'sessions', label: 'Devices' },
  { id: 'family', label: 'Family' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'danger', label: 'Delete account' },
];

/** Account, security, privacy and appearance settings, composed from their features. */
export function SettingsPage() {
  usePageTitle('Settings');
  const user = useSession().data?.user;
  // The signed-in layout renders this page only with a user; after deletion it is on its way out.
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Manage your account, security and privacy.</p>
      </div>
      <nav aria-label="Settings sections">
        <ul className="flex flex-wrap gap-2">
          {SECTION_LINKS.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                className="inline-flex rounded-full border px-3 py-1 text-sm text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ProfileSection fullName={user.fullName} />
      <EmailSection email={user.email} />
      <PasswordSection />
      <TwoFactorSection enabled={user.twoFactorEnabled} email={user.email} />
      <SessionsSection />
      <SettingsSection
        id="family"
        title="Family"
        description={
          user.accountType === 'guest'
            ? 'The family households you can view, and the sign-ins to your account.'
            : 'Invite family members, choose what each of them can do, and see who has viewed or changed your data.'
        }
      >
        <Button asChild variant="outline" className="w-fit">
          <Link to="/settings/family">
            <Users aria-hidden />
            Manage family
          </Link>
        </Button>
      </SettingsSection>
      <PrivacySettingsCard />
      <AppearanceSection />
      <DangerZoneSection />
    </div>
  );
}

export { SettingsPage as Component };
