import { type ProxyUpstream, startRoundRobinProxy } from '../server/testing/roundRobinProxy.ts';

/**
 * `npx tsx scripts/roundRobinBalancer.ts LISTEN_PORT UPSTREAM_PORT...`: a round-robin HTTP and
 * WebSocket balancer on 127.0.0.1 for trying several instances on one machine
 * (docs/deployment.md). Each request goes to the next upstream whose /readyz answered 200 at the
 * last check (every 2 s). Not for production: use your platform's load balancer.
 */
const [listen, ...targets] = process.argv.slice(2).map(Number);
if (!listen || targets.length === 0 || targets.some((port) => !Number.isInteger(port))) {
  console.error('Usage: npx tsx scripts/roundRobinBalancer.ts LISTEN_PORT UPSTREAM_PORT...');
  process.exit(2);
}
const upstreams: ProxyUpstream[] = targets.map((port) => ({ port, inRotation: false }));

async function checkHealth(): Promise<void> {
  await Promise.all(
    upstreams.map(async (upstream) => {
      const was = upstream.inRotation;
      try {
        const response = await fetch(`http://127.0.0.1:${upstream.port}/readyz`, {
          signal: AbortSignal.timeout(1_500),
        });
        upstream.inRotation = response.ok;
      } catch {
        upstream.inRotation = false;
      }
      if (was !== upstream.inRotation) {
        console.log(`127.0.0.1:${upstream.port} ${upstream.inRotation ? 'in' : 'out of'} rotation`);
      }
    }),
  );
}

const proxy = await startRoundRobinProxy(upstreams, listen);
console.log(`Balancing ${proxy.url} over ports ${targets.join(', ')}`);
await checkHealth();
setInterval(() => void checkHealth(), 2_000);
