import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import type { FieldControlProps } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

type Props = {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The Field's id and aria attributes, for the text input. */
  control: FieldControlProps;
};

/** The tags with the new ones added (trimmed, without repeats in any letter case). */
export function addTags(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const raw of typed.split(',')) {
    const tag = raw.trim();
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      next.push(tag);
  }
  return next;
}

/**
 * Tags as removable chips. Enter or a comma adds what was typed; leaving the field adds it too,
 * so a tag typed just before pressing Save is not lost. Backspace in the empty box removes the
 * last tag.
 */
export function TagInput({ value, onChange, control }: Props) {
  const [draft, setDraft] = useState('');
  const commit = (text: string) => {
    if (!text.trim()) return;
    onChange(addTags(value, text));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft.trim()) {
      // Enter adds the tag instead of submitting the form.
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul aria-label="Tags added" className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 py-0.5 pr-1">
                {tag}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(value.filter((existing) => existing !== tag))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        {...control}
        value={draft}
        autoComplete="off"
        placeholder="e.g. house, 2026"
        onChange={(event) => {
          const text = event.target.value;
          const lastComma = text.lastIndexOf(',');
          if (lastComma === -1) return setDraft(text);
          // Everything before the last comma becomes tags; the rest is still being typed.
          onChange(addTags(value, text.slice(0, lastComma)));
          setDraft(text.slice(lastComma + 1));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
      />
    </div>
  );
}
