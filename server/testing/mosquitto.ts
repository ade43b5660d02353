import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForPort } from './freePort.ts';

/** Debian's broker (package `mosquitto`). */
export const MOSQUITTO_BINARY = '/usr/sbin/mosquitto';
/** Debian's dynamic security plugin and its admin tool (package `mosquitto`, 2.0+). */
export const DYNSEC_PLUGIN = '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';
export const MOSQUITTO_CTRL = '/usr/bin/mosquitto_ctrl';

/** The dynamic security admin a `dynsec` broker is created with. */
export interface DynsecAdmin {
  username: string;
  password: string;
}

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
 * (`socket_domain ipv4`, else 2.0's WebSocket listener ignores the 127.0.0.1 bind), persistence
 * in its own temp folder so sessions (clean: false) survive a restart. Anonymous access, or with
 * `dynsec` the locked-down setup of deploy/mosquitto/mosquitto.conf: the dynamic security plugin
 * with that admin and no anonymous clients.
 */
export async function startMosquitto(
  options: { dynsec?: DynsecAdmin } = {},
): Promise<MosquittoServer> {
  if (!existsSync(MOSQUITTO_BINARY)) {
    throw new Error(`${MOSQUITTO_BINARY} is missing: install Debian's mosquitto (see .ci/run)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-mosquitto-'));
  const [port, wsPort] = [await freePort(), await freePort()];
  const configFile = join(folder, 'mosquitto.conf');
  const access = options.dynsec ? dynsecConfig(folder, options.dynsec) : ['allow_anonymous true'];
  writeFileSync(configFile, mosquittoConfig(folder, port, wsPort, access));
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

/** Writes the plugin's JSON with `admin` (mosquitto_ctrl dynsec init) and the lines loading it. */
function dynsecConfig(folder: string, admin: DynsecAdmin): string[] {
  const file = join(folder, 'dynamic-security.json');
  execFileSync(MOSQUITTO_CTRL, ['dynsec', 'init', file, admin.username, admin.password], {
    stdio: 'ignore',
  });
  return [
    'per_listener_settings false',
    'allow_anonymous false',
    `plugin ${DYNSEC_PLUGIN}`,
    `plugin_opt_config_file ${file}`,
  ];
}

function mosquittoConfig(folder: string, port: number, wsPort: number, access: string[]): string {
  return [
    // As root Mosquitto would switch to the mosquitto user, who cannot write the temp folder.
    ...(process.getuid?.() === 0 ? ['user root'] : []),
    ...access,
    'persistence true',
    `persistence_location ${folder}/`,
    'log_dest stderr',
    'log_type error',
    'log_type warning',
    `listener ${port} 127.0.0.1`,
    `listener ${wsPort} 127.0.0.1`,
    'protocol websockets',
    'socket_domain ipv4',
    '',
  ].join('\n');
}
