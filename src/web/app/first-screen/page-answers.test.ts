import { afterEach, describe, expect, it } from 'vitest';
import { takePageAnswers } from './page-answers';

afterEach(() => document.body.replaceChildren());

function block(url: string, json: string, etag?: string): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.dataset.apiAnswer = url;
  if (etag) element.dataset.etag = etag;
  element.textContent = json;
  document.body.append(element);
  return element;
}

describe('takePageAnswers', () => {
  it('reads each answer that came with the page once, with its ETag, and takes it off the page', () => {
    block('/api/auth/session', '{"user":null}');
    // As the server escapes it: `<` inside a JSON string.
    block('/api/expenses?owners=u1', '{"expenses":[{"vendor":"\\u003c/script>"}]}', '"v1"');
    expect(takePageAnswers()).toEqual({
      '/api/auth/session': { body: { user: null }, etag: null },
      '/api/expenses?owners=u1': { body: { expenses: [{ vendor: '</script>' }] }, etag: '"v1"' },
    });
    expect(document.querySelectorAll('script[data-api-answer]')).toHaveLength(0);
    expect(takePageAnswers()).toEqual({});
  });
});
