import type { TGuidebookSection } from '@shared/guidebook/guidebook-schemas';

/** What each section is for, under its heading (research/estate-and-ai.md §3). */
export const SECTION_HINTS: Record<TGuidebookSection, string> = {
  first_calls: 'The people to call first, and what to tell them.',
  where_things_are: 'Documents and originals, the safe deposit box, keys.',
  final_wishes: 'Funeral, burial or cremation, organ donation, the service.',
  pets: 'Who takes care of them, their routines and their vet.',
  digital_accounts:
    'Which accounts to close, memorialize or transfer. Say where passwords are kept, never the passwords.',
  letters: 'Personal letters to the people you name.',
  other: 'Anything else your family should know.',
};
