import type { z } from 'zod';

/** Where a field is, from the schema's top (a record's key is `[key]`, its value `[value]`). */
export type FieldPath = (string | number)[];

/** A field of an input schema that takes text, or whose contents nothing checks. */
export type TextField = {
  path: FieldPath;
  /** `text`: a string; `unchecked`: `z.unknown()`/`z.any()`, which takes text unseen. */
  kind: 'text' | 'unchecked';
  /** The string format zod checks it against (`uuid`, `date`…), when it has one. */
  format: string | null;
  /** The rest of the input that reaches the field (the kind of a discriminated union). */
  context: Record<string, unknown>;
  /** The field's own schema. */
  schema: z.ZodType;
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  values?: unknown[];
  getter?: () => z.ZodType;
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Record keys and values get these names in a field's path. */
export const RECORD_KEY = '[key]';
export const RECORD_VALUE = '[value]';

function stringFormat(def: Def): string | null {
  if (def.format) return def.format;
  const formats = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((check) => check.check === 'string_format' && check.format !== 'regex');
  return formats[0]?.format ?? null;
}

/**
 * Every field of an input schema that text can reach, wherever it is nested: objects, arrays,
 * unions (with their discriminator as context), records (keys and values), optional, nullable,
 * default and piped schemas (their input side).
 */
export function textFields(
  schema: z.ZodType,
  path: FieldPath = [],
  context: Record<string, unknown> = {},
  field: z.ZodType = schema,
): TextField[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path, kind: 'text', format: stringFormat(def), context, schema: field }];
    case 'unknown':
    case 'any':
      return [{ path, kind: 'unchecked', format: null, context, schema: field }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        textFields(field, [...path, key], context),
      );
    case 'array':
      return def.element ? textFields(def.element, [...path, 0], context) : [];
    case 'record':
      return [
        ...(def.keyType ? textFields(def.keyType, [...path, RECORD_KEY], context) : []),
        ...(def.valueType ? textFields(def.valueType, [...path, RECORD_VALUE], context) : []),
      ];
    case 'union': {
      const tag = def.discriminator;
      const fields = (def.options ?? []).flatMap((option) => {
        const literal = tag ? defOf(defOf(option).shape?.[tag] as z.ZodType).values?.[0] : null;
        return textFields(option, path, tag ? { ...context, [tag]: literal } : context);
      });
      // A union of several strings at one place is one field.
      return fields.filter(
        (field, index) =>
          fields.findIndex(
            (other) =>
              other.path.join('.') === field.path.join('.') &&
              JSON.stringify(other.context) === JSON.stringify(field.context),
          ) === index,
      );
    }
    case 'intersection':
      return [def.left, def.right].flatMap((part) => (part ? textFields(part, path, context) : []));
    case 'pipe':
      // The input side is what a client sends; a preprocess step (a transform first) hands the
      // client's value to the output side.
      if (def.in && defOf(def.in).type !== 'transform')
        return textFields(def.in, path, context, field);
      return def.out ? textFields(def.out, path, context, field) : [];
    case 'lazy':
      return def.getter ? textFields(def.getter(), path, context, field) : [];
    default:
      return def.innerType ? textFields(def.innerType, path, context, field) : [];
  }
}

/** An input holding only `value` at the field (and its context). */
export function inputWith(field: TextField, value: string): unknown {
  let built: unknown = value;
  for (const key of [...field.path].reverse()) {
    if (typeof key === 'number') built = [built];
    else if (key === RECORD_KEY) built = { [value]: 'x' };
    else if (key === RECORD_VALUE) built = { note: built };
    else built = { [key]: built };
  }
  return typeof built === 'object' && built !== null && !Array.isArray(built)
    ? { ...field.context, ...built }
    : built;
}

/** The field's path as zod reports an issue there (a record's key or value: its key). */
export function issuePath(field: TextField, value: string): string {
  return field.path
    .map((key) => (key === RECORD_KEY ? value : key === RECORD_VALUE ? 'note' : String(key)))
    .join('.');
}
