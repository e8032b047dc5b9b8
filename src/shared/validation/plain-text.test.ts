import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE, multiLine, singleLine } from './plain-text';

const name = singleLine(z.string().trim().max(20));
const notes = multiLine(z.string().max(200));

const messagesOf = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('a single-line text field', () => {
  it('takes ordinary text, accents and emoji', () => {
    expect(name.parse('José Ñúñez 🙂')).toBe('José Ñúñez 🙂');
  });

  it.each([
    ['a NUL byte', 'Ann\u0000Lee'],
    ['a line break inside', 'Ann\nLee'],
    ['a tab inside', 'Ann\tLee'],
    ['a carriage return inside', 'Ann\rLee'],
    ['an escape character', 'Ann\u001b[31mLee'],
    ['the last control character', 'Ann\u001fLee'],
  ])('refuses %s with its message', (_what, value) => {
    expect(messagesOf(name, value)).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it('judges the value after its own trimming: a pasted trailing newline is dropped', () => {
    expect(name.parse('Ann Lee\n')).toBe('Ann Lee');
  });

  it('keeps the checks before it, and their messages', () => {
    const bounded = singleLine(z.string().max(3, 'At most 3'));
    expect(messagesOf(bounded, 'ab\u0000cd')).toEqual(['At most 3', SINGLE_LINE_MESSAGE]);
  });
});

describe('a multi-line text field', () => {
  it('keeps tabs and line breaks as typed on any system', () => {
    const text = 'First line\r\nSecond\tline\nThird line\rFourth';
    expect(notes.parse(text)).toBe(text);
  });

  it.each([
    ['a NUL byte', 'one\u0000two'],
    ['a backspace', 'one\btwo'],
    ['a vertical tab', 'one\u000btwo'],
    ['a form feed', 'one\ftwo'],
    ['an escape character', 'one\u001btwo'],
  ])('refuses %s with its message', (_what, value) => {
    expect(messagesOf(notes, value)).toEqual([MULTI_LINE_MESSAGE]);
  });
});
