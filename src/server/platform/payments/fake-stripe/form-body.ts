type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

/**
 * Stripe's form encoding as the SDK sends it (`metadata[plan]=annual`,
 * `line_items[0][price]=price_…`) back into the nested object it came from; numeric keys make
 * arrays.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.split(/\[|\]\[|\]/).filter((key) => key !== '');
    let node: FormObject | FormValue[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A string field of a parsed form, or undefined. */
export function formString(form: FormObject | FormValue | undefined, ...path: string[]) {
  let node: FormValue | undefined = form;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as Record<string, FormValue>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A map of strings (metadata) from a parsed form. */
export function formRecord(form: FormObject, key: string): Record<string, string> {
  const node = form[key];
  if (!node || typeof node === 'string' || Array.isArray(node)) return {};
  return Object.fromEntries(
    Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
