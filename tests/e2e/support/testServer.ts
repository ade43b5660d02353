import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtAppDir, repoRoot } from './builtApp.ts';
import { findFreePort } from './freePort.ts';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_LINES_KEPT = 200;

/** The server's stdout line after SIGUSR2 stopped or started its embedded broker (server/main.ts). */
const BROKER_OUTAGE_LINE = { stopped: 'MQTT broker stopped', started: 'MQTT broker started' };

export interface TestServerOptions {
  /** A PostgreSQL database to use (DATABASE_URL); default: the embedded PGlite in the data folder. */
  databaseUrl?: string;
  /** An external broker: the server publishes to `url` (MQTT_URL), browsers use `publicUrl`. */
  broker?: { url: string; publicUrl: string };
}

/**
 * The real Gatehouse server (`server/main.ts`, demo data, no simulator) on a free port with a fresh
 * data folder. It can be stopped and started again on the same port and data, as a network outage.
 * Its embedded MQTT broker can be stopped and started on its own (`stopBroker`, `startBroker`).
 */
export class TestServer {
  readonly dataDir: string;
  private child: ChildProcess | undefined;
  private readonly log: string[] = [];
  private readonly outputWaiters = new Set<(chunk: string) => void>();

  private constructor(
    readonly port: number,
    readonly rootDir: string,
    /** The PostgreSQL database the server uses, or undefined for PGlite in `dataDir`. */
    readonly databaseUrl: string | undefined,
    private readonly broker: TestServerOptions['broker'],
  ) {
    this.dataDir = join(rootDir, 'data');
  }

  static async create(options: TestServerOptions = {}): Promise<TestServer> {
    if (!existsSync(join(builtAppDir, 'index.html'))) {
      throw new Error(`${builtAppDir} has no build: run \`npm run build\` before the e2e tests`);
    }
    const rootDir = mkdtempSync(join(tmpdir(), 'gatehouse-e2e-'));
    return new TestServer(await findFreePort(), rootDir, options.databaseUrl, options.broker);
  }

  get baseURL(): string {
    return `http://localhost:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** The server's recent output, for failure messages. */
  recentLog(): string {
    return this.log.join('');
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-simulator'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        // PGlite and the embedded broker unless others were given: the tests read PGlite's files.
        DATABASE_URL: this.databaseUrl ?? '',
        MQTT_URL: this.broker?.url ?? '',
        MQTT_PUBLIC_URL: this.broker?.publicUrl ?? '',
        // With DATABASE_URL the demo is off unless asked for; these tests sign in as demo users.
        DEMO: 'on',
        BROKER_OUTAGE_SIGNAL: 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.log.push(chunk.toString());
      if (this.log.length > LOG_LINES_KEPT) this.log.shift();
      if (process.env.GATEHOUSE_E2E_SERVER_LOG) process.stderr.write(chunk);
      for (const waiter of this.outputWaiters) waiter(chunk.toString());
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    await this.waitUntilReady(child);
  }

  /** Stops the server gracefully (SIGTERM), so PGlite closes its files cleanly. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      const warning = '[test server] did not stop within 15 s of SIGTERM: killed\n';
      this.log.push(warning);
      process.stderr.write(warning);
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    this.child = undefined;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Stops the embedded MQTT broker (its clients are disconnected); the HTTP API stays up. */
  stopBroker(): Promise<void> {
    return this.signalBroker(BROKER_OUTAGE_LINE.stopped);
  }

  /** Starts the embedded MQTT broker again after `stopBroker`. */
  startBroker(): Promise<void> {
    return this.signalBroker(BROKER_OUTAGE_LINE.started);
  }

  /** Sends SIGUSR2 (the server's broker outage switch) and waits for the server to print `line`. */
  private async signalBroker(line: string): Promise<void> {
    const child = this.child;
    if (!child) throw new Error('The server is not running');
    let seen = '';
    let done: () => void = () => {};
    const printed = new Promise<void>((resolve) => {
      done = resolve;
    });
    const waiter = (chunk: string) => {
      seen += chunk;
      if (seen.includes(line)) done();
    };
    this.outputWaiters.add(waiter);
    try {
      child.kill('SIGUSR2');
      await printed;
    } finally {
      this.outputWaiters.delete(waiter);
    }
  }

  /** Stops the server and deletes its data folder. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.rootDir, { recursive: true, force: true });
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The server exited while starting:\n${this.recentLog()}`);
      }
      if (await this.answers()) return;
      await new Promise((wait) => setTimeout(wait, 250));
    }
    await this.stop();
    throw new Error(`The server did not answer within 120 s:\n${this.recentLog()}`);
  }

  private async answers(): Promise<boolean> {
    try {
      const response = await fetch(`${this.baseURL}/env/default.json`);
      return response.ok;
    } catch {
      return false;
    }
  }
}
