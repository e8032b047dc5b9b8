/**
 * Words people use for what the records call otherwise: "car" for a title tagged "auto", "electric
 * bill" for "Austin Energy". Read both ways within a group; used for names and for text search.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['car', 'auto', 'vehicle', 'automobile'],
  ['condo', 'flat', 'apartment', 'condominium', 'building'],
  ['electric', 'electricity', 'energy', 'power'],
  ['phone', 'cell', 'wireless', 'mobile', 'cellphone'],
  ['internet', 'wifi', 'broadband', 'fiber'],
  ['gym', 'fitness'],
  ['hoa', 'dues'],
  ['daycare', 'childcare', 'preschool', 'playschool', 'nursery', 'creche', 'kindergarten'],
  ['soccer', 'football'],
  ['house', 'home', 'residence', 'dwelling'],
  ['passport', 'identification', 'id'],
  ['will', 'testament'],
  ['insurance', 'policy', 'coverage'],
  ['tv', 'streaming', 'television'],
  ['lawn', 'yard', 'landscaping'],
  ['kids', 'children', 'child'],
  // Not "nana": a search forgiving one letter finds "Dana" by it.
  ['grandmother', 'grandma', 'granny', 'grandmom'],
  ['grandfather', 'grandpa', 'granddad', 'grandad'],
  ['taxes', 'tax'],
  ['doctor', 'physician', 'pediatrician', 'pediatrics'],
  ['dentist', 'dental'],
  ['trash', 'garbage', 'waste'],
  ['safe', 'vault'],
  ['pet', 'pets', 'dog', 'cat'],
  ['charity', 'donation', 'donations', 'charities'],
  // "The 529 deposit" is the contribution the records call it.
  ['contribution', 'deposit'],
  ['contributions', 'deposits'],
];

const RELATED = new Map<string, readonly string[]>();
for (const group of GROUPS)
  for (const word of group)
    RELATED.set(
      word,
      group.filter((other) => other !== word),
    );

/** The other words for `word`, or none. */
export function synonymsOf(word: string): readonly string[] {
  return RELATED.get(word) ?? [];
}
