/** Issue 18: being built in this session (contract stub, replaced before the issue resolves). */
export function SegmentsAdminPage() {
  return null;
}

export { SegmentsAdminPage as Component };
