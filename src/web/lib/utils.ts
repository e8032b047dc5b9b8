import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets a later Tailwind utility override an earlier one of the same kind
 * (`cn('px-4 h-10', 'px-3')` → `h-10 px-3`), so components can take a `className` override.
 *
 * This replaces tailwind-merge, whose full Tailwind table costs ~8 KB gzipped on the landing page
 * (docs/adr/0002). It knows the utility groups this codebase uses; an unknown utility is never
 * dropped, only kept alongside, which is the safe failure.
 */
export function cn(...inputs: ClassValue[]): string {
  const tokens = clsx(inputs).split(' ').filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index] as string;
    const key = conflictKey(token);
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/** Splits `md:hover:!px-4` into its variants (`md:hover:`) and utility (`!px-4`), ignoring `:` inside brackets. */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let split = -1;
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) split = index;
  }
  return [token.slice(0, split + 1), token.slice(split + 1)];
}

const EXACT_GROUPS: Record<string, string> = {
  block: 'display',
  'inline-block': 'display',
  inline: 'display',
  flex: 'display',
  'inline-flex': 'display',
  grid: 'display',
  'inline-grid': 'display',
  hidden: 'display',
  contents: 'display',
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  border: 'border-width',
  rounded: 'rounded',
  shadow: 'shadow',
  truncate: 'text-overflow',
};

/** Prefix → group, longest prefixes first so `min-w-` wins over `w-`, `px-` over `p-`. */
const PREFIX_GROUPS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^-?(p[xytrblse]?)-/, (m) => `padding-${m[1]}`],
  [/^-?(m[xytrblse]?)-/, (m) => `margin-${m[1]}`],
  [/^(min-w|min-h|max-w|max-h|size|w|h)-/, (m) => `size-${m[1]}`],
  [/^(gap(?:-[xy])?)-/, (m) => m[1] as string],
  [/^(space-[xy])-/, (m) => m[1] as string],
  [/^-?(inset(?:-[xy])?|top|right|bottom|left|start|end)-/, (m) => `inset-${m[1]}`],
  [/^rounded(-(?:t|r|b|l|tl|tr|br|bl|s|e|ss|se|es|ee))?-/, (m) => `rounded${m[1] ?? ''}`],
  [/^text-(?:left|center|right|justify|start|end)$/, () => 'text-align'],
  [/^text-(?:xs|sm|base|lg|xl|\dxl|\[\d[^\]]*(?:px|rem|em)\])$/, () => 'font-size'],
  [/^text-/, () => 'text-color'],
  [
    /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/,
    () => 'font-weight',
  ],
  [/^font-(?:sans|serif|mono)$/, () => 'font-family'],
  [/^border(-[xytrblse])?-(?:0|2|4|8|\[\d[^\]]*px\])$/, (m) => `border-width${m[1] ?? ''}`],
  [/^border(-[xytrblse])?$/, (m) => `border-width${m[1] ?? ''}`],
  [/^border-(?:solid|dashed|dotted|double|none)$/, () => 'border-style'],
  [/^border-/, () => 'border-color'],
  [/^bg-/, () => 'background'],
  [
    /^(leading|tracking|z|opacity|cursor|justify|items|self|content|place-items|place-content|whitespace|grid-cols|grid-rows|col-span|order|basis|duration|ease)-/,
    (m) => m[1] as string,
  ],
  [/^shadow-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner)$/, () => 'shadow'],
  [/^overflow(-[xy])?-/, (m) => `overflow${m[1] ?? ''}`],
  [/^flex-(?:row|col)(?:-reverse)?$/, () => 'flex-direction'],
  [/^flex-(?:wrap|nowrap|wrap-reverse)$/, () => 'flex-wrap'],
  [/^(?:flex-1|flex-auto|flex-initial|flex-none)$/, () => 'flex'],
  [/^(grow|shrink)(-\d+)?$/, (m) => m[1] as string],
];

/** The group a utility belongs to with its variants, or null for one we do not know. */
function conflictKey(token: string): string | null {
  const [variants, rawUtility] = splitVariants(token);
  const important = rawUtility.startsWith('!') ? '!' : '';
  const utility = important ? rawUtility.slice(1) : rawUtility;
  const exact = EXACT_GROUPS[utility];
  if (exact) return `${variants}${important}${exact}`;
  for (const [pattern, group] of PREFIX_GROUPS) {
    const match = pattern.exec(utility);
    if (match) return `${variants}${important}${group(match)}`;
  }
  return null;
}
