import type { TLegalCheck } from './legal-api';
import type { TAdulthood } from './legal-checks-people';

/**
 * Whether the person named `name` may serve as `role` ("executor", "your agent"): passed for an
 * adult, an error for someone under 18 (`underAge` says why), and while their age is not known a
 * warning asking for it, or for `someone` ("an agent") 18 or older when no one is named yet.
 */
export function adultCheck(
  base: Pick<TLegalCheck, 'id' | 'step'>,
  name: string | null,
  adulthood: TAdulthood,
  words: { someone: string; role: string; underAge: string },
): TLegalCheck {
  if (adulthood === 'unknown') {
    const mustBeAdult = `${words.someone[0]?.toUpperCase()}${words.someone.slice(1)} must be an adult.`;
    return {
      ...base,
      severity: 'warning',
      ok: false,
      title: name
        ? `Confirm that ${name} is 18 or older`
        : `Choose ${words.someone} who is 18 or older`,
      explanation: `${mustBeAdult} Add their date of birth or confirm they are an adult.`,
    };
  }
  return {
    ...base,
    severity: 'error',
    ok: adulthood === 'adult',
    title:
      adulthood === 'adult'
        ? `${name} is an adult and can be ${words.role}`
        : `${name} is under 18 and cannot be ${words.role}`,
    explanation: words.underAge,
  };
}
