import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realServerUrls } from './compatApp.ts';
import { SERVED_BY_HEADER } from './roundRobinProxy.ts';
import { type AppCluster, startTwoInstances } from './twoInstances.ts';

let cluster: AppCluster;

beforeAll(async () => {
  cluster = await startTwoInstances(realServerUrls());
});

afterAll(async () => {
  await cluster?.dispose();
});

async function servedBy(path: string): Promise<string | null> {
  const response = await fetch(`${cluster.url}${path}`);
  await response.body?.cancel();
  return response.headers.get(SERVED_BY_HEADER);
}

describe('two instances behind a round-robin proxy (test harness)', () => {
  it('runs two server processes and alternates requests between them', async () => {
    const [first, second] = cluster.instances;
    expect(first?.pid).toBeGreaterThan(0);
    expect(second?.pid).toBeGreaterThan(0);
    expect(first?.pid).not.toBe(second?.pid);
    const order = [];
    for (let i = 0; i < 4; i++) order.push(await servedBy('/env/default.json'));
    expect(new Set(order)).toEqual(new Set(['0', '1']));
    expect(order[0]).not.toBe(order[1]);
    expect(order[1]).not.toBe(order[2]);
  });

  it('takes a killed instance out of rotation and starts it again', async () => {
    const first = cluster.instances[0]!;
    await first.kill();
    expect(first.running).toBe(false);
    for (let i = 0; i < 3; i++) expect(await servedBy('/env/default.json')).toBe('1');
    await first.start();
    const order = [await servedBy('/env/default.json'), await servedBy('/env/default.json')];
    expect(order.sort()).toEqual(['0', '1']);
  });
});
