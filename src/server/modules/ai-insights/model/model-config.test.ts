import { describe, expect, it } from 'vitest';
import { ModelConfigError, readModelConfig } from './model-config';

describe('readModelConfig', () => {
  it('is off when nothing is set', () => {
    expect(readModelConfig({})).toBeNull();
  });

  it.each([
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }],
    [{ AI_MODEL: 'llama3.2' }],
    [{ AI_BASE_URL: '  ', AI_MODEL: 'llama3.2' }],
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: '', AI_API_KEY: 'sk-1' }],
  ])('is off unless both the URL and the model are set: %o', (env) => {
    expect(readModelConfig(env)).toBeNull();
  });

  it('reads the URL, model and key, trimmed, with the trailing slash dropped', () => {
    expect(
      readModelConfig({
        AI_BASE_URL: ' https://models.example.com/v1/ ',
        AI_MODEL: ' qwen2.5:7b ',
        AI_API_KEY: ' sk-secret ',
      }),
    ).toEqual({
      baseUrl: 'https://models.example.com/v1',
      model: 'qwen2.5:7b',
      apiKey: 'sk-secret',
    });
  });

  it('has no key when AI_API_KEY is unset or blank', () => {
    const env = { AI_BASE_URL: 'http://127.0.0.1:11434/v1//', AI_MODEL: 'llama3.2' };
    expect(readModelConfig(env)).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: null,
    });
    expect(readModelConfig({ ...env, AI_API_KEY: ' ' })?.apiKey).toBeNull();
  });

  it.each([
    ['not a URL', 'localhost:11434', /http/],
    ['another scheme', 'ftp://127.0.0.1/v1', /http/],
    ['credentials in the URL', 'http://user:pass@127.0.0.1:11434/v1', /AI_API_KEY/],
    ['a query', 'http://127.0.0.1:11434/v1?key=1', /query/],
  ])('refuses %s', (_name, url, message) => {
    expect(() => readModelConfig({ AI_BASE_URL: url, AI_MODEL: 'llama3.2' })).toThrow(
      ModelConfigError,
    );
    expect(() => readModelConfig({ AI_BASE_URL: url, AI_MODEL: 'llama3.2' })).toThrow(message);
  });
});
