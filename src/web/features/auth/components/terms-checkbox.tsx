import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '@web/components/ui/checkbox';
import { fieldAria } from '@web/components/ui/field';
import { Label } from '@web/components/ui/label';
import { TextLink } from '@web/components/ui/text-link';
import type { TRegisterFormInput } from '../lib/register-form-schema';

const ID = 'register-terms';

/**
 * Spec §5 "Terms required". The documents open in a new tab so a half-filled form is not lost;
 * a link inside the label follows the link rather than ticking the box.
 */
export function TermsCheckbox({
  control,
  error,
}: {
  control: Control<TRegisterFormInput>;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="acceptedTerms"
          render={({ field }) => (
            <Checkbox
              id={ID}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
              {...fieldAria(ID, error)}
            />
          )}
        />
        <Label htmlFor={ID} className="leading-snug font-normal select-auto">
          I agree to the{' '}
          <TextLink to="/terms" target="_blank" rel="noreferrer">
            Terms of Service
          </TextLink>{' '}
          and{' '}
          <TextLink to="/privacy" target="_blank" rel="noreferrer">
            Privacy Policy
          </TextLink>
        </Label>
      </div>
      {error && (
        <p id={`${ID}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
