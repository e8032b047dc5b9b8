import {
  Briefcase,
  FileText,
  Landmark,
  TrendingUp,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { OnboardingArea } from '@shared/onboarding/onboarding-schemas';

/** The same pictures the sidebar uses for these screens, so the choices look familiar later. */
export const AREA_ICONS: Record<OnboardingArea, LucideIcon> = {
  expenses: Wallet,
  assets: Landmark,
  investments: TrendingUp,
  documents: FileText,
  family: Users,
  advisors: Briefcase,
};
