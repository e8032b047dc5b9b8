/** Issue 18: being built in this session (contract stub, replaced before the issue resolves). */
export function DocumentAnalysisPage() {
  return null;
}

export { DocumentAnalysisPage as Component };
