import type { HouseholdSnapshot } from '../snapshot/household-snapshot';
import type { ChatIntent } from './intent-router';

/**
 * Questions to try, built from what the household has recorded (the Camry only when there is
 * one), so every example is one the assistant can answer for this reader.
 */
export function exampleQuestions(snapshot: HouseholdSnapshot, count = 5): string[] {
  const vehicle = snapshot.estate.properties.find((property) => property.kind === 'vehicle');
  const vehicleName = vehicle?.vehicleModel ?? vehicle?.vehicleMake ?? vehicle?.name;
  const candidates: (string | null)[] = [
    vehicleName ? `What do we spend on the ${vehicleName}?` : 'What do we spend on insurance?',
    'What is due this week?',
    snapshot.estate.instruments.some((instrument) => instrument.kind === 'will')
      ? 'Who is the executor of the will?'
      : 'What happens if I die?',
    snapshot.loans.some((loan) => loan.loanType.toLowerCase() === 'mortgage')
      ? 'When will the mortgage be paid off?'
      : 'What is on auto-pay?',
    snapshot.investments.length > 0 ? 'How is our portfolio allocated?' : "What's our net worth?",
    "What's our net worth?",
    'What is on auto-pay?',
    snapshot.advisors.some((advisor) => advisor.role === 'cpa') ? 'Who is our CPA?' : null,
    'Where is the will?',
  ];
  return [...new Set(candidates.filter((each): each is string => !!each))].slice(0, count);
}

/** What to ask next after an answer of each kind. */
export const FOLLOW_UPS: Record<ChatIntent, readonly string[]> = {
  help: [],
  spending: [
    'What do we spend by category?',
    'What are our biggest bills?',
    'What is on auto-pay?',
  ],
  autopay: ['What do we pay manually?', 'What is due this week?'],
  manual_pay: ['What is on auto-pay?', 'What is due next week?'],
  paying_account: ['What is on auto-pay?', 'What do we pay manually?'],
  due: ['What is due next month?', 'What is on auto-pay?'],
  loans: ["What's our net worth?", 'What is due this week?'],
  net_worth: ['How is our portfolio allocated?', 'How much do we owe on our loans?'],
  portfolio: ["What's our net worth?", 'Who are the beneficiaries of our accounts?'],
  document_location: ['Who is the executor?', 'What happens if I die?'],
  estate_people: ['Where is the will?', 'Who are the beneficiaries of the life insurance?'],
  beneficiaries: ['Who is the executor?', 'What life insurance do we have?'],
  advisor: ['Who is the executor?', 'Where is the will?'],
  if_something_happens: [
    'Who is the executor?',
    'Where is the will?',
    'Who are our trusted contacts?',
  ],
  insurance: ['Who are the beneficiaries of the life insurance?', 'What do we spend on insurance?'],
  estate_documents: ['Where is the will?', 'Who is the executor?'],
  guidebook: ['Where is the will?', 'Who are our trusted contacts?'],
  unknown: [],
};
