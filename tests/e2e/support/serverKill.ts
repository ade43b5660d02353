import { readdirSync, readFileSync } from 'node:fs';
import type { TestServer } from './testServer.ts';

const EXIT_TIMEOUT_MS = 10_000;

/** The id of the process whose environment names `dataDir` as its DATA_DIR (the test server's). */
function serverProcessId(dataDir: string): number | undefined {
  const wanted = `DATA_DIR=${dataDir}`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environment = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environment.includes(wanted)) return Number(entry);
    } catch {
      // Gone already, or not ours to read.
    }
  }
  return undefined;
}

/**
 * Kills the test server's process with SIGKILL, as a crash: no graceful close, PGlite's files are
 * left as they are. The process is found by its data folder, which is unique to this server.
 * Resolves once the server is gone (`server.running` is false), so `server.start()` can follow.
 */
export async function killServer(server: TestServer): Promise<void> {
  const pid = serverProcessId(server.dataDir);
  if (pid === undefined) throw new Error(`No server process with DATA_DIR=${server.dataDir}`);
  process.kill(pid, 'SIGKILL');
  const deadline = Date.now() + EXIT_TIMEOUT_MS;
  while (server.running) {
    if (Date.now() > deadline) throw new Error(`The server (pid ${pid}) did not exit on SIGKILL`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
