import type { TLegalChoices } from '@shared/legal/legal-api';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import type { LegalForm } from '../../lib/legal-form-type';

/** What every interview step is given. */
export type StepProps = {
  form: LegalForm;
  kind: TLegalDocKind;
  choices: TLegalChoices;
};
