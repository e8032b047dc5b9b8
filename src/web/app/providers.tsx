import type { ReactNode } from 'react';
import { ThemeProvider } from '@web/lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}
