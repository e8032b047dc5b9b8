/**
 * The message of a length limit: "The lender is too long: use at most 200 characters". A string
 * schema with its own `error` ("Enter the lender") lends that to any check without a message in
 * zod 4, so every `.max()` on what people type passes one of these.
 */
export function tooLong(field: string, max: number): string {
  return `The ${field} is too long: use at most ${max} characters`;
}
