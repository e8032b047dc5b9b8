/** The signed-in person making a request, as every service sees them. */
export type Actor = {
  userId: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  accountType: 'primary' | 'guest';
  invitedBy: string | null;
  onboardingCompletedAt: Date | null;
  isFirstLogin: boolean;
  sessionId: string;
};
