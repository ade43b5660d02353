import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForPort } from './freePort.ts';

/** Debian's broker (package `mosquitto`). */
export const MOSQUITTO_BINARY = '/usr/sbin/mosquitto';

export interface MosquittoServer {
  /** `mqtt://127.0.0.1:{port}` */
  url: string;
  /** `ws://127.0.0.1:{wsPort}` (Mosquitto serves MQTT over WebSocket on any path). */
  wsUrl: string;
  /** Stops the broker (SIGTERM: it saves its persistence file first) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same ports with the same persistence folder. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  dispose(): Promise<void>;
}

/**
 * A throwaway Mosquitto on free loopback ports: a TCP listener and a WebSocket listener
 * (`socket_domain ipv4`, else 2.0's WebSocket listener ignores the 127.0.0.1 bind), anonymous
 * access, persistence in its own temp folder so sessions (clean: false) survive a restart.
 */
export async function startMosquitto(): Promise<MosquittoServer> {
  if (!existsSync(MOSQUITTO_BINARY)) {
    throw new Error(`${MOSQUITTO_BINARY} is missing: install Debian's mosquitto (see .ci/run)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-mosquitto-'));
  const [port, wsPort] = [await freePort(), await freePort()];
  const configFile = join(folder, 'mosquitto.conf');
  writeFileSync(configFile, mosquittoConfig(folder, port, wsPort));
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(MOSQUITTO_BINARY, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await Promise.all([waitForPort(port), waitForPort(wsPort)]);
    } catch (error) {
      throw new Error(`Mosquitto did not start: ${String(error)}\n${output}`);
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function mosquittoConfig(folder: string, port: number, wsPort: number): string {
  return [
    // As root Mosquitto would switch to the mosquitto user, who cannot write the temp folder.
    ...(process.getuid?.() === 0 ? ['user root'] : []),
    'persistence true',
    `persistence_location ${folder}/`,
    'log_dest stderr',
    'log_type error',
    'log_type warning',
    `listener ${port} 127.0.0.1`,
    'allow_anonymous true',
    `listener ${wsPort} 127.0.0.1`,
    'protocol websockets',
    'socket_domain ipv4',
    '',
  ].join('\n');
}
