import { normalizeText } from './normalize';
import { STOPWORDS } from './stopwords';

const ROLE =
  '(co-? ?)?(executor|executrix|personal representative|successor trustee|trustee|(health[ -]?care |medical |financial )?agent|poa|guardian)';
const WHOSE = "( (of|for|on) (the )?([\\w'’]+ ){0,2}(estate|trust|will|affairs|family))?";

/**
 * "As executor of Jordan's estate, …", "I'm the trustee and …": who is asking, read on the
 * question as typed. It says nothing of what is asked: "as executor, what is the mortgage
 * balance?" asks for a balance, not for the executor.
 */
const ASKER_ROLE = new RegExp(
  `^\\s*(as|being) (the |an? |[\\w'’]+ )?${ROLE}${WHOSE}\\b[\\s,:;.!-]*|\\b(i am|i['’]?m|since i['’]?m|now that i['’]?m|because i['’]?m) (the |an? )?(named )?${ROLE}${WHOSE}( and| so)?\\b[\\s,:;.!-]*`,
  'gi',
);

/**
 * "Our CPA asks whether…", "the attorney wants to know if…", "the CPA wants a rough number:": who
 * wants the answer, which names no record.
 */
const ADVISOR_ASKS =
  /^\s*(our|my|the) (cpa|accountant|attorney|lawyer|solicitor|estate attorney|financial planner|planner|advisor|adviser) (asks|asked|is asking|wants|wanted|needs|needed)( me| us)?( to know)?( whether| if)?\b[\s,:;.!-]*/i;

/**
 * "For the planner, I want to show what the rental costs…": whom the answer is for, at the start,
 * which names no record ("what's the number for the planner?" names the planner and is kept).
 */
const FOR_ADVISOR =
  /^\s*for (our|my|the) (estate attorney|attorney|lawyer|cpa|accountant|financial planner|planner|advisor|adviser|meeting|review)\b[\s,:;.!-]*/i;

/**
 * The question without the words that say who is asking, when what is left still asks something
 * ("I'm the executor, what now?" keeps them: the role is all it says).
 */
export function withoutAskerRole(raw: string): string {
  if (!/\b(as|being|i['’]?m|i am|asks|asked|asking|wants|wanted|needs|needed|for)\b/i.test(raw))
    return raw;
  const left = raw
    .replace(ASKER_ROLE, ' ')
    .replace(ADVISOR_ASKS, '')
    .replace(FOR_ADVISOR, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (left === raw) return raw;
  return normalizeText(left)
    .split(' ')
    .some((word) => word && !STOPWORDS.has(word))
    ? left
    : raw;
}
