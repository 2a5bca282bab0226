import type { EventEnvelope } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../testing/log-capture.ts';
import { waitFor } from '../testing/wait.ts';
import { busContract, testEvent } from './contract.ts';
import { createInProcessBus } from './in-process.ts';
import { subjectMatches } from './subjects.ts';

busContract({
  name: 'in-process',
  open: async () => createInProcessBus({ retryDelayMs: 10 }),
});

describe('subject matching', () => {
  it.each([
    ['content.article.published', 'content.article.published', true],
    ['content.article.*', 'content.article.published', true],
    ['content.*.published', 'content.article.published', true],
    ['content.>', 'content.article.published', true],
    ['>', 'content.article.published', true],
    ['content.article.*', 'content.article', false],
    ['content.>', 'content', false],
    ['content.article', 'content.article.published', false],
    ['content.*', 'content.article.published', false],
    ['social.>', 'content.article.published', false],
  ])('%s against %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});

describe('in-process bus', () => {
  it('resolves publish before handlers run', async () => {
    const bus = createInProcessBus();
    let handled = 0;
    await bus.subscribe({ durable: 'd', subjects: ['t.thing.*'], handle: async () => void handled++ });
    await bus.publish([testEvent('t.thing.created', 1)]);
    expect(handled).toBe(0);
    await waitFor(() => handled === 1);
    await bus.close();
  });

  it('drops an event after the bounded retries, logs it, and moves on', async () => {
    const { logger, lines } = captureLogger();
    const bus = createInProcessBus({ retryDelayMs: 1, maxDeliveries: 3, logger });
    let calls = 0;
    const got: EventEnvelope[] = [];
    const poison = testEvent('t.thing.created', 1);
    await bus.subscribe({
      durable: 'd',
      subjects: ['t.>'],
      handle: async (e) => {
        if (e.id === poison.id) {
          calls++;
          throw new Error('always');
        }
        got.push(e);
      },
    });
    const next = testEvent('t.thing.renamed', 2);
    await bus.publish([poison, next]);
    await waitFor(() => got.length === 1);
    expect(calls).toBe(3);
    expect(lines().filter((l) => l.level === 'warn')).toHaveLength(2);
    expect(lines().filter((l) => l.level === 'error')).toEqual([expect.objectContaining({ eventId: poison.id, attempts: 3, msg: 'event handler kept failing; event dropped' })]);
    await bus.close();
  });

  it('refuses a second live subscriber on one durable', async () => {
    const bus = createInProcessBus();
    await bus.subscribe({ durable: 'd', subjects: ['t.>'], handle: async () => undefined });
    await expect(bus.subscribe({ durable: 'd', subjects: ['t.>'], handle: async () => undefined })).rejects.toMatchObject({ status: 409 });
    await bus.close();
  });
});
