/**
 * A word and the stems its plural or past tense may be of ("calls", "called": "call"), so a
 * question's "who did Jordan want called" meets a heading's "Who to call first".
 */
export function formsOf(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('ed')) forms.push(word.slice(0, -2));
  return forms;
}
