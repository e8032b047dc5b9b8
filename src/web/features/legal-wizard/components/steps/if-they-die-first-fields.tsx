import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { whenTheyDieFirst, type TIfTheyDieFirst } from '@shared/legal/legal-answers';
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
 * which most states' anti-lapse laws would also do, the others, or someone named. A row saved
 * before the choice existed shows what it already meant (its alternate if named, else
 * descendants), so nothing changes behind the person's back.
 */
export function IfTheyDieFirstFields({ form, name, others }: Props) {
  const [choice, alternate] = useWatch({
    control: form.control,
    name: [`${name}.ifTheyDieFirst`, `${name}.alternate`],
  }) as [TIfTheyDieFirst | null | undefined, string | null | undefined];

  useEffect(() => {
    if (!choice)
      form.setValue(
        `${name}.ifTheyDieFirst`,
        whenTheyDieFirst({ ifTheyDieFirst: null, alternate: alternate ?? null }),
      );
    // Only a row without a choice is filled in, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice]);

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
