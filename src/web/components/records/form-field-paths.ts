import type { FieldValues, Path } from 'react-hook-form';

/**
 * The path of every input a form's values hold, as the server names them in `error.fields`: a
 * group of inputs (an address) by each of its parts, a list (links, beneficiaries) as a whole.
 */
export function formFieldPaths<T extends FieldValues>(values: T): Path<T>[] {
  return Object.entries(values).flatMap(([name, value]) =>
    isGroup(value) ? Object.keys(value).map((part) => `${name}.${part}`) : [name],
  ) as Path<T>[];
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
