import { describe, expect, it } from 'vitest';
import { ZAnomalies } from '@shared/ai-insights/ai-schemas';
import { fakeApi } from '@test/web/fake-api';
import { askAssistant, UNEXPECTED_ANSWER_MESSAGE } from './ask-assistant';

const ROUTE = 'POST /api/ai-financial-assistant';

describe('askAssistant', () => {
  it('sends the action for the selected households and returns the checked answer', async () => {
    const api = fakeApi({ [ROUTE]: () => ({ anomalies: [] }) });
    await expect(
      askAssistant(['b', 'a c'], { action: 'detect_anomalies' }, ZAnomalies),
    ).resolves.toEqual({ anomalies: [] });
    const [call] = api.callsTo(ROUTE);
    expect(call?.search).toBe('?owners=b,a%20c');
    expect(call?.body).toEqual({ action: 'detect_anomalies' });
  });

  it('fails with a message fit to show when the answer is not in the expected shape', async () => {
    fakeApi({ [ROUTE]: () => ({ anomalies: 'none' }) });
    const failure = askAssistant(['a'], { action: 'detect_anomalies' }, ZAnomalies);
    await expect(failure).rejects.toThrow(new Error(UNEXPECTED_ANSWER_MESSAGE));
  });
});
