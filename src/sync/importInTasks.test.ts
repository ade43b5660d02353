import { describe, expect, it } from 'vitest';
import { importInTasks } from './importInTasks.ts';

describe('importInTasks', () => {
  it('runs each step after the previous one has loaded, in a later task, and answers the last', async () => {
    const events: string[] = [];
    // A task queued before the first step: it runs between the first and the second step.
    setTimeout(() => events.push('other task'), 0);
    const answer = await importInTasks(
      async () => events.push('first'),
      async () => events.push('second'),
      async () => {
        events.push('last');
        return { loaded: 'last' };
      },
    );
    expect(answer).toEqual({ loaded: 'last' });
    expect(events).toEqual(['first', 'other task', 'second', 'last']);
  });

  it('stops at a step that fails to load', async () => {
    const events: string[] = [];
    const loading = importInTasks(
      async () => {
        throw new Error('offline, not cached');
      },
      async () => events.push('never'),
    );
    await expect(loading).rejects.toThrow('offline, not cached');
    expect(events).toEqual([]);
  });
});
