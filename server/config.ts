import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIN_SESSION_SECRET_LENGTH } from './sessionSecrets.ts';

/** Everything the server reads from its environment and command line, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite files (when no DATABASE_URL) and the generated session secret live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections this instance holds at once (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** An external MQTT broker; when absent the embedded broker serves `/mqtt`. */
  mqttUrl: string | undefined;
  /**
   * The external broker's dynamic security admin (MQTT_ADMIN_USERNAME / MQTT_ADMIN_PASSWORD):
   * the server then manages the broker's accounts itself (server/broker/dynsec).
   */
  mqttAdmin: { username: string; password: string } | undefined;
  /** The URL browsers use to reach this server (no trailing slash). */
  publicUrl: string;
  /** The MQTT WebSocket URL browsers use: MQTT_PUBLIC_URL, else ws(s)://{public host}/mqtt. */
  publicMqttUrl: string;
  /**
   * Signs sign-in state, known-device and provider cookies, blob URLs and subscribe credentials:
   * the first of SESSION_SECRETS (or SESSION_SECRET). Undefined: kept in the database (with
   * DATABASE_URL and neither set), so every instance on it shares one.
   */
  sessionSecret: string | undefined;
  /** The rest of SESSION_SECRETS: they no longer sign but still verify (rotation). */
  previousSessionSecrets: string[];
  /** Live simulated traffic; default on with PGlite, off with DATABASE_URL. */
  simulator: boolean;
  simulatorIntervalMs: number;
  /** Seed the demo organisation when the database is empty; default as the simulator. */
  demo: boolean;
  /** The built PWA served at `/`. */
  distDir: string;
  /** Answers larger than this many bytes go out as ASYNC_RESPONSE_PAYLOAD blobs. */
  asyncPayloadThresholdBytes: number;
  /**
   * A proxy in front (e.g. one ending TLS) sets X-Forwarded-For/-Proto: client addresses (the
   * sign-in rate limit per address) are read from them. Off: the connection's address counts.
   */
  trustProxy: boolean;
}

export const KNOWN_FLAGS = ['--no-simulator', '--simulator', '--no-demo', '--dev'] as const;

export class ConfigError extends Error {}

/**
 * Reads PORT, HOST, DATA_DIR, DATABASE_URL, DATABASE_POOL_SIZE, MQTT_URL, MQTT_ADMIN_USERNAME,
 * MQTT_ADMIN_PASSWORD, MQTT_PUBLIC_URL, PUBLIC_URL, SESSION_SECRETS or SESSION_SECRET,
 * SIMULATOR (on|off), SIMULATOR_INTERVAL_MS, DEMO (on|off), DIST_DIR,
 * ASYNC_PAYLOAD_THRESHOLD_BYTES and TRUST_PROXY (on|off), and the flags `--no-simulator` and `--no-demo`.
 * Without SESSION_SECRETS or SESSION_SECRET a secret is generated once and kept in DATA_DIR/secret, so a restart
 * keeps sessions valid; with DATABASE_URL it is kept in the database instead, shared by every
 * instance (server/db/serverSecrets.ts).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): ServerConfig {
  for (const arg of argv) {
    if (!(KNOWN_FLAGS as readonly string[]).includes(arg)) {
      throw new ConfigError(`Unknown option ${arg}; known: ${KNOWN_FLAGS.join(', ')}`);
    }
  }
  const port = readInteger(env, 'PORT', 8080, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || './data');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  // A shared PostgreSQL is a real deployment: no fake traffic (N instances would make N times as
  // much) and no demo users with a public password, unless asked for.
  const standalone = !env.DATABASE_URL;
  let simulator = readSwitch(env, 'SIMULATOR', standalone);
  if (argv.includes('--simulator')) simulator = true;
  if (argv.includes('--no-simulator')) simulator = false;
  const demo = argv.includes('--no-demo') ? false : readSwitch(env, 'DEMO', standalone);
  const [sessionSecret, ...previousSessionSecrets] = readSessionSecrets(env);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    mqttUrl: env.MQTT_URL || undefined,
    mqttAdmin: readMqttAdmin(env),
    publicUrl,
    publicMqttUrl: env.MQTT_PUBLIC_URL || defaultMqttUrl(publicUrl),
    sessionSecret: sessionSecret ?? (env.DATABASE_URL ? undefined : readOrCreateSecret(dataDir)),
    previousSessionSecrets,
    simulator,
    simulatorIntervalMs: readInteger(env, 'SIMULATOR_INTERVAL_MS', 4000, 200, 3_600_000),
    demo,
    distDir: resolve(env.DIST_DIR || './dist'),
    asyncPayloadThresholdBytes: readInteger(env, 'ASYNC_PAYLOAD_THRESHOLD_BYTES', 256 * 1024, 1),
    trustProxy: readSwitch(env, 'TRUST_PROXY', false),
  };
}

/** MQTT_ADMIN_USERNAME and MQTT_ADMIN_PASSWORD: both or neither, and only with MQTT_URL. */
function readMqttAdmin(env: NodeJS.ProcessEnv): ServerConfig['mqttAdmin'] {
  const username = env.MQTT_ADMIN_USERNAME || undefined;
  const password = env.MQTT_ADMIN_PASSWORD || undefined;
  if (username === undefined && password === undefined) return undefined;
  if (username === undefined || password === undefined) {
    throw new ConfigError('MQTT_ADMIN_USERNAME and MQTT_ADMIN_PASSWORD must be set together');
  }
  if (!env.MQTT_URL) {
    throw new ConfigError('MQTT_ADMIN_USERNAME needs MQTT_URL (the broker it administers)');
  }
  return { username, password };
}

/** `http://host:port` becomes `ws://host:port/mqtt`, `https://` becomes `wss://`. */
export function defaultMqttUrl(publicUrl: string): string {
  const url = new URL(publicUrl);
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${url.host}/mqtt`;
}

/**
 * SESSION_SECRETS (comma-separated, the first signs) or SESSION_SECRET (one); empty when neither
 * is set. Empty entries, short or repeated secrets, or both variables at once are refused.
 */
function readSessionSecrets(env: NodeJS.ProcessEnv): string[] {
  const list = env.SESSION_SECRETS;
  const single = env.SESSION_SECRET;
  if (list && single) {
    throw new ConfigError('Set SESSION_SECRETS or SESSION_SECRET, not both');
  }
  const name = list ? 'SESSION_SECRETS' : 'SESSION_SECRET';
  const secrets = list ? list.split(',').map((secret) => secret.trim()) : single ? [single] : [];
  secrets.forEach((secret, index) => {
    const which = list ? `${name} entry ${index + 1}` : name;
    if (secret === '') throw new ConfigError(`${which} is empty`);
    if (secret.length < MIN_SESSION_SECRET_LENGTH) {
      throw new ConfigError(
        `${which} must be at least ${MIN_SESSION_SECRET_LENGTH} characters, got ${secret.length}`,
      );
    }
    if (secrets.indexOf(secret) !== index) {
      throw new ConfigError(`${which} repeats entry ${secrets.indexOf(secret) + 1}`);
    }
  });
  return secrets;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function readInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, got "${env[name]}"`);
}
