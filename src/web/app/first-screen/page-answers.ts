import type { PageAnswers } from './first-screen-data';

/**
 * The API answers the server sent with a page's first screen (server/http/first-screen.ts), as
 * JSON data blocks, read once and removed from the page.
 */
export function takePageAnswers(): PageAnswers {
  const answers: Record<string, PageAnswers[string]> = {};
  for (const block of document.querySelectorAll<HTMLScriptElement>('script[data-api-answer]')) {
    const url = block.dataset.apiAnswer;
    if (url)
      answers[url] = { body: JSON.parse(block.textContent), etag: block.dataset.etag ?? null };
    block.remove();
  }
  return answers;
}
