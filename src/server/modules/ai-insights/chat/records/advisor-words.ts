/** What people call an advisor of each role ("our CPA", "the lawyer"). */
export const ADVISOR_WORDS: Record<string, string> = {
  attorney: 'attorney lawyer advisor',
  cpa: 'cpa accountant tax preparer advisor',
  financial_advisor: 'financial advisor planner adviser',
  insurance_agent: 'insurance agent broker advisor',
  banker: 'banker advisor',
  physician: 'physician doctor',
};
