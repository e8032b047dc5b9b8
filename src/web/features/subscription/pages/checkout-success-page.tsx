/** Issue 18: being built in this session (contract stub, replaced before the issue resolves). */
export function CheckoutSuccessPage() {
  return null;
}

export { CheckoutSuccessPage as Component };
