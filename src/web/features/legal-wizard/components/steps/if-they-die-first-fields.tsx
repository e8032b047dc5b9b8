import { useWatch } from 'react-hook-form';
import type { TIfTheyDieFirst } from '@shared/legal/legal-answers';
import type { LegalForm } from '../../lib/legal-form-type';
import { AnswerInput, AnswerSelect } from '../answer-fields';

type Props = {
  form: LegalForm;
  /** The gift's or share's path: "specificGifts.0", "residuary.2". */
  name: string;
  /** What "the others" means here: the rest of the estate for a gift, the other shares for a share. */
  others: string;
};

/**
 * Who receives a gift or share if its person dies first (issue 37): their descendants by branch,
 * which most states' anti-lapse laws would also do (a new row starts there), the others, or
 * someone named. A row saved before the choice existed shows "Choose" and keeps what it meant
 * until the person chooses (the checks ask them to), so nothing changes behind their back.
 */
export function IfTheyDieFirstFields({ form, name, others }: Props) {
  const choice = useWatch({ control: form.control, name: `${name}.ifTheyDieFirst` }) as
    TIfTheyDieFirst | null | undefined;

  const options: ReadonlyArray<readonly [TIfTheyDieFirst, string]> = [
    ['descendants', 'Their children, or grandchildren in a child’s place (usual)'],
    ['others', others],
    ['alternate', 'Someone I name'],
  ];
  return (
    <>
      <AnswerSelect
        form={form}
        name={`${name}.ifTheyDieFirst`}
        label="If they die before you, it goes to"
        options={options}
        placeholder="Choose"
      />
      {choice === 'alternate' && (
        <AnswerInput form={form} name={`${name}.alternate`} label="Who receives it instead" />
      )}
    </>
  );
}
