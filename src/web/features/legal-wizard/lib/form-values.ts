// The inputs hand over strings; the answers' schemas want null for "not given" (an empty date or
// state is not a valid date or state), numbers for numbers and booleans for yes/no.

export const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const numberOrNull = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
};

/** A yes/no select: '' is "not said". */
export const booleanOrNull = (value: unknown) =>
  value === 'true' || value === true ? true : value === 'false' || value === false ? false : null;
