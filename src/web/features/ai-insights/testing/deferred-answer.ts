/** An answer the test sends when it chooses, to see the state while it is on its way. */
export function deferredAnswer() {
  let send: (answer: unknown) => void = () => undefined;
  const answer = new Promise<unknown>((resolve) => {
    send = resolve;
  });
  return { handler: () => answer, send: (value: unknown) => send(value) };
}
