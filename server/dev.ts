import { spawn } from 'node:child_process';
import { createServer } from 'vite';

/**
 * `npm run dev`: the reference backend (PORT, default 8080) behind Vite's dev server with hot
 * reload (VITE_PORT, default 5173). The backend's public address is the Vite server's, so the
 * sign-in redirects, the identity provider and MQTT all go through Vite's proxy (vite.config.ts).
 * Extra arguments go to the backend, e.g. `npm run dev -- --no-simulator`.
 */
const backendPort = process.env.PORT ?? '8080';
const vitePort = Number(process.env.VITE_PORT ?? 5173);

const backend = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: backendPort, PUBLIC_URL: `http://localhost:${vitePort}` },
  },
);
const vite = await createServer({ server: { port: vitePort, strictPort: true } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  backend.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
backend.on('exit', (code) => {
  if (code) process.exit(code);
});
