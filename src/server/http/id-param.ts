/** The validated `{id}` of a route's path (`ZIdParam`). */
export function idOf(c: { req: { valid(target: 'param'): { id: string } } }): string {
  return c.req.valid('param').id;
}
