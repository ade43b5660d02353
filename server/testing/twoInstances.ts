import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './freePort.ts';
import {
  type ProxyUpstream,
  type RoundRobinProxy,
  startRoundRobinProxy,
} from './roundRobinProxy.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 45_000;
const EXIT_TIMEOUT_MS = 10_000;
const LOG_CHUNKS_KEPT = 200;
/** Answers once the app has migrated, seeded and listens (any instance, no session needed). */
const READY_PATH = '/env/default.json';

export interface AppInstance {
  /** Its place in `cluster.instances` (and the proxy's `x-gatehouse-instance` header). */
  readonly index: number;
  /** `http://127.0.0.1:{port}`, bypassing the proxy. */
  readonly url: string;
  readonly port: number;
  /** The process id of the running server (`node … server/main.ts`); undefined when not running. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Recent stdout and stderr, for failure messages. */
  log(): string;
  /** Starts it (again) on the same port; resolves once it answers; puts it in rotation. */
  start(): Promise<void>;
  /** SIGKILL, as a crash: out of rotation, resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGSTOP: frozen, still in rotation unless `setInRotation(false)`. */
  stop(): void;
  /** SIGCONT after `stop()`. */
  cont(): void;
  /** Whether the proxy sends it requests (a balancer's health check, done by hand). */
  setInRotation(inRotation: boolean): void;
  /** SIGTERM (after SIGCONT), SIGKILL if it has not exited within 10 s. */
  terminate(): Promise<void>;
}

export interface AppCluster {
  /** The proxy's URL: also every instance's PUBLIC_URL. */
  url: string;
  proxy: RoundRobinProxy;
  instances: AppInstance[];
  /** The environment every instance shares (before per-instance PORT and DATA_DIR). */
  env: Record<string, string>;
  /** Terminates every instance, closes the proxy, deletes the data folders. */
  dispose(): Promise<void>;
}

export interface AppClusterOptions {
  databaseUrl: string;
  /** The broker the publisher uses (MQTT_URL). */
  mqttUrl: string;
  /** The broker's WebSocket URL, what browsers are told to connect to (MQTT_PUBLIC_URL). */
  mqttWsUrl: string;
  /** Default 2. */
  count?: number;
  /**
   * Start every instance at the same moment (the concurrent-start test); default: one after the
   * other, each once the previous answers.
   */
  simultaneous?: boolean;
  /** More environment, or `undefined` to remove one of the defaults (e.g. SESSION_SECRET). */
  env?: Record<string, string | undefined>;
}

/**
 * N real servers (`node --import tsx server/main.ts`, no build needed: without dist/ the app
 * answers navigations 503) as child processes on free loopback ports, sharing DATABASE_URL,
 * MQTT_URL, SESSION_SECRET and PUBLIC_URL (the proxy), with a round-robin proxy in front
 * (`realServerUrls()` of compatApp.ts gives the first three options in the compat pass).
 * Demo data on, simulator off. Each has its own DATA_DIR. Always `dispose()` it.
 */
export async function startAppCluster(options: AppClusterOptions): Promise<AppCluster> {
  const count = options.count ?? 2;
  const proxyPort = await freePort();
  const url = `http://127.0.0.1:${proxyPort}`;
  const env = sharedEnvironment(options, url);
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-cluster-'));
  const upstreams: ProxyUpstream[] = [];
  const instances: AppInstance[] = [];
  for (let index = 0; index < count; index++) {
    const upstream: ProxyUpstream = { port: await freePort(), inRotation: false };
    upstreams.push(upstream);
    instances.push(createInstance(index, upstream, env, join(folder, `instance-${index}`)));
  }
  const proxy = await startRoundRobinProxy(upstreams, proxyPort);
  const dispose = async () => {
    await Promise.all(instances.map((instance) => instance.terminate()));
    await proxy.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (options.simultaneous) await Promise.all(instances.map((instance) => instance.start()));
    else for (const instance of instances) await instance.start();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { url, proxy, instances, env, dispose };
}

/** Two instances: `startAppCluster` with count 2. */
export function startTwoInstances(options: Omit<AppClusterOptions, 'count'>): Promise<AppCluster> {
  return startAppCluster({ ...options, count: 2 });
}

function sharedEnvironment(options: AppClusterOptions, publicUrl: string): Record<string, string> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    MQTT_URL: options.mqttUrl,
    MQTT_PUBLIC_URL: options.mqttWsUrl,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DEMO: 'on',
    SIMULATOR: 'off',
    DIST_DIR: '/nonexistent/gatehouse-dist',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) defined[name] = value;
  return defined;
}

function createInstance(
  index: number,
  upstream: ProxyUpstream,
  env: Record<string, string>,
  dataDir: string,
): AppInstance {
  const port = upstream.port;
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  let child: ChildProcess | undefined;
  const isRunning = (process: ChildProcess | undefined): process is ChildProcess =>
    process !== undefined && process.exitCode === null && process.signalCode === null;
  const log = () => output.join('');

  const exited = (process: ChildProcess, timeoutMs: number) =>
    new Promise<boolean>((done) => {
      if (!isRunning(process)) return done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      process.once('exit', () => {
        clearTimeout(timer);
        done(true);
      });
    });

  const instance: AppInstance = {
    index,
    url,
    port,
    get pid() {
      return isRunning(child) ? child.pid : undefined;
    },
    get running() {
      return isRunning(child);
    },
    log,
    async start() {
      if (isRunning(child)) return;
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: REPO_ROOT,
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.length > LOG_CHUNKS_KEPT) output.shift();
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      await waitUntilAnswering(url, started, log);
      upstream.inRotation = true;
    },
    async kill() {
      upstream.inRotation = false;
      const running = child;
      if (!isRunning(running)) return;
      running.kill('SIGKILL');
      if (!(await exited(running, EXIT_TIMEOUT_MS))) {
        throw new Error(`Instance ${index} (pid ${running.pid}) did not exit on SIGKILL`);
      }
    },
    stop() {
      if (isRunning(child)) child.kill('SIGSTOP');
    },
    cont() {
      if (isRunning(child)) child.kill('SIGCONT');
    },
    setInRotation(inRotation) {
      upstream.inRotation = inRotation;
    },
    async terminate() {
      upstream.inRotation = false;
      const running = child;
      if (!isRunning(running)) return;
      running.kill('SIGCONT');
      running.kill('SIGTERM');
      if (await exited(running, EXIT_TIMEOUT_MS)) return;
      running.kill('SIGKILL');
      await exited(running, EXIT_TIMEOUT_MS);
    },
  };
  return instance;
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The instance on ${url} exited while starting:\n${log()}`);
    }
    try {
      const response = await fetch(`${url}${READY_PATH}`);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The instance on ${url} did not answer within 45 s:\n${log()}`);
}
