import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtAppDir, repoRoot } from './builtApp.ts';
import { findFreePort } from './freePort.ts';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_LINES_KEPT = 200;

/**
 * The real Gatehouse server (`server/main.ts`, demo data, no simulator) on a free port with a fresh
 * data folder. It can be stopped and started again on the same port and data, as a network outage.
 */
export class TestServer {
  readonly dataDir: string;
  private child: ChildProcess | undefined;
  private readonly log: string[] = [];

  private constructor(
    readonly port: number,
    readonly rootDir: string,
  ) {
    this.dataDir = join(rootDir, 'data');
  }

  static async create(): Promise<TestServer> {
    if (!existsSync(join(builtAppDir, 'index.html'))) {
      throw new Error(`${builtAppDir} has no build: run \`npm run build\` before the e2e tests`);
    }
    const rootDir = mkdtempSync(join(tmpdir(), 'gatehouse-e2e-'));
    return new TestServer(await findFreePort(), rootDir);
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
        // Always the embedded database and broker: the tests read the PGlite files.
        DATABASE_URL: '',
        MQTT_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.log.push(chunk.toString());
      if (this.log.length > LOG_LINES_KEPT) this.log.shift();
      if (process.env.GATEHOUSE_E2E_SERVER_LOG) process.stderr.write(chunk);
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
