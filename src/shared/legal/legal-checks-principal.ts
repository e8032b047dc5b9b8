import type { TLegalCheck } from './legal-api';
import type { TPrincipal } from './legal-answers';

/** Every document names whose it is and the state whose law it follows. */
export function principalCheck(principal: TPrincipal, step: number): TLegalCheck {
  const missing = [
    principal.fullName ? null : 'your full legal name',
    principal.state ? null : 'the state you live in',
  ].filter((part): part is string => part !== null);
  return {
    id: 'principal',
    severity: 'error',
    ok: missing.length === 0,
    title:
      missing.length === 0
        ? 'Your full name and state are filled in'
        : `Add ${missing.join(' and ')}`,
    explanation:
      'The document must name you as you sign, and your state decides how it must be signed and witnessed.',
    step,
  };
}
