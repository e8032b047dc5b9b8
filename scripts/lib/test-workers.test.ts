import { describe, expect, it } from 'vitest';
import { integrationWorkers } from './test-workers.mjs';

describe('integrationWorkers', () => {
  it('runs three files at once on PostgreSQL and two on the embedded database', () => {
    expect(integrationWorkers({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ci' })).toBe(3);
    expect(integrationWorkers({})).toBe(2);
  });

  it('takes a positive override and ignores anything else', () => {
    expect(integrationWorkers({ NIDO_TEST_INTEGRATION_WORKERS: '6' })).toBe(6);
    expect(integrationWorkers({ NIDO_TEST_INTEGRATION_WORKERS: '0' })).toBe(2);
    expect(integrationWorkers({ NIDO_TEST_INTEGRATION_WORKERS: 'many', DATABASE_URL: 'x' })).toBe(
      3,
    );
  });
});
