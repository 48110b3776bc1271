import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createHeartbeat } from '../lib/heartbeat';
import { registerScheduler, type TimedWork } from './scheduler';

function work(name: string, events: string[], options: Partial<TimedWork> = {}): TimedWork {
  return {
    name,
    start: async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`first round of ${name} done`);
    },
    stop: async () => {
      events.push(`stop ${name}`);
    },
    heartbeats: [createHeartbeat(name)],
    allowanceMs: 60_000,
    ...options,
  };
}

describe('the scheduler', () => {
  it('starts its work when the server is ready, waiting only for what requests need first', async () => {
    const events: string[] = [];
    const app = Fastify();
    registerScheduler(app, [
      work('clock', events, { firstRoundBeforeServing: true }),
      work('sweep', events),
      work('alerts', events, { manual: true }),
    ]);
    await app.ready();
    events.push('ready');
    expect(events.slice(0, 4)).toEqual(['start clock', 'first round of clock done', 'start sweep', 'ready']);
    expect(events).not.toContain('start alerts');
    await app.close();
  });

  it('stops everything, the last started first, naming each step (app.ts does so on close)', async () => {
    const events: string[] = [];
    const app = Fastify();
    registerScheduler(app, [work('clock', events), work('outbox', events), work('sweep', events)]);
    await app.ready();
    const steps: string[] = [];
    await app.scheduler.stop((name) => steps.push(name));
    expect(steps).toEqual(['sweep', 'outbox', 'clock']);
    expect(events.filter((event) => event.startsWith('stop'))).toEqual([
      'stop sweep',
      'stop outbox',
      'stop clock',
    ]);
    await app.close();
  });
});
