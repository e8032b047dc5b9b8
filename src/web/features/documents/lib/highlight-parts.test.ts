import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight-parts';

describe('highlightParts', () => {
  it('marks the words between « and »', () => {
    expect(highlightParts('the «roof» warranty covers «roof» leaks')).toEqual([
      { text: 'the ', marked: false },
      { text: 'roof', marked: true },
      { text: ' warranty covers ', marked: false },
      { text: 'roof', marked: true },
      { text: ' leaks', marked: false },
    ]);
  });

  it('keeps a fragment without markers as plain text', () => {
    expect(highlightParts('nothing matched here')).toEqual([
      { text: 'nothing matched here', marked: false },
    ]);
    expect(highlightParts('')).toEqual([]);
  });

  it('keeps a stray or empty marker as text instead of guessing', () => {
    expect(highlightParts('a «b')).toEqual([{ text: 'a «b', marked: false }]);
    expect(highlightParts('a » b «c»')).toEqual([
      { text: 'a » b ', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(highlightParts('«»x')).toEqual([{ text: '«»x', marked: false }]);
  });

  it('never turns markup into elements: it is only text', () => {
    expect(highlightParts('«<img src=x onerror=alert(1)>»')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: true },
    ]);
  });
});
