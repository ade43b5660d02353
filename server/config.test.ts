import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('defaults: port 8080, simulator and demo on, a secret kept in the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-config-'));
    const config = loadConfig({ DATA_DIR: dataDir }, []);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      publicMqttUrl: 'ws://localhost:8080/mqtt',
      simulator: true,
      demo: true,
      asyncPayloadThresholdBytes: 262144,
    });
    expect(readFileSync(join(dataDir, 'secret'), 'utf8').trim()).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }, []).sessionSecret).toBe(config.sessionSecret);
  });

  test('PORT, PUBLIC_URL, SIMULATOR=off and --no-simulator', () => {
    const env = { PORT: '9090', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir() };
    expect(loadConfig(env, []).publicUrl).toBe('http://localhost:9090');
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://g.example.com/' }, []).publicMqttUrl).toBe(
      'wss://g.example.com/mqtt',
    );
    expect(loadConfig({ ...env, SIMULATOR: 'off' }, []).simulator).toBe(false);
    expect(loadConfig(env, ['--no-simulator']).simulator).toBe(false);
    expect(loadConfig({ ...env, DEMO: 'off' }, []).demo).toBe(false);
    expect(loadConfig(env, []).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'on' }, []).trustProxy).toBe(true);
  });

  test('with DATABASE_URL: demo, simulator and the data-folder secret are off unless asked for', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-config-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example.com/gatehouse' };
    const config = loadConfig(env, []);
    expect(config).toMatchObject({ simulator: false, demo: false, databasePoolSize: 10 });
    expect(config.sessionSecret).toBeUndefined();
    expect(existsSync(join(dataDir, 'secret'))).toBe(false);
    expect(loadConfig({ ...env, DEMO: 'on', SIMULATOR: 'on' }, [])).toMatchObject({
      demo: true,
      simulator: true,
    });
    expect(loadConfig(env, ['--simulator']).simulator).toBe(true);
    expect(loadConfig({ ...env, SESSION_SECRET: 's'.repeat(32) }, []).sessionSecret).toBe(
      's'.repeat(32),
    );
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '25' }, []).databasePoolSize).toBe(25);
  });

  test('bad values and unknown flags are refused with a clear message', () => {
    const env = { SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...env, PORT: 'eighty' }, [])).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ ...env, SIMULATOR: 'maybe' }, [])).toThrow(
      /SIMULATOR must be on or off/,
    );
    expect(() => loadConfig(env, ['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: '0' }, [])).toThrow(
      /DATABASE_POOL_SIZE must be a whole number from 1 to 1000/,
    );
  });

  test('MQTT_ADMIN_USERNAME and MQTT_ADMIN_PASSWORD: together, and only with MQTT_URL', () => {
    const env = { SESSION_SECRET: 'x'.repeat(32), MQTT_URL: 'mqtt://127.0.0.1:1883' };
    expect(loadConfig(env, []).mqttAdmin).toBeUndefined();
    expect(
      loadConfig({ ...env, MQTT_ADMIN_USERNAME: 'admin', MQTT_ADMIN_PASSWORD: 'pw' }, []).mqttAdmin,
    ).toEqual({ username: 'admin', password: 'pw' });
    expect(() => loadConfig({ ...env, MQTT_ADMIN_USERNAME: 'admin' }, [])).toThrow(
      /must be set together/,
    );
    expect(() =>
      loadConfig(
        { SESSION_SECRET: 'x'.repeat(32), MQTT_ADMIN_USERNAME: 'a', MQTT_ADMIN_PASSWORD: 'b' },
        [],
      ),
    ).toThrow(/needs MQTT_URL/);
  });

  test('SESSION_SECRETS: the first signs, the rest verify; SESSION_SECRET is a list of one', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(32));
    const env = { DATABASE_URL: 'postgres://db.example.com/gatehouse' };
    expect(loadConfig({ ...env, SESSION_SECRETS: ` ${a} , ${b},${c}` }, [])).toMatchObject({
      sessionSecret: a,
      previousSessionSecrets: [b, c],
    });
    expect(loadConfig({ ...env, SESSION_SECRET: a }, [])).toMatchObject({
      sessionSecret: a,
      previousSessionSecrets: [],
    });
    expect(loadConfig(env, [])).toMatchObject({
      sessionSecret: undefined,
      previousSessionSecrets: [],
    });
  });

  test('bad session secrets are refused at start with a clear message', () => {
    const long = 'l'.repeat(32);
    const refusal = (env: Record<string, string>) => () => loadConfig(env, []);
    expect(refusal({ SESSION_SECRETS: `${long},,${long}x` })).toThrow(ConfigError);
    expect(refusal({ SESSION_SECRETS: `${long},,${long}x` })).toThrow(
      'SESSION_SECRETS entry 2 is empty',
    );
    expect(refusal({ SESSION_SECRETS: `${long},` })).toThrow(/SESSION_SECRETS entry 2 is empty/);
    expect(refusal({ SESSION_SECRETS: `${long},short` })).toThrow(
      /SESSION_SECRETS entry 2 must be at least 32 characters, got 5/,
    );
    expect(refusal({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET must be at least 32 characters, got 5/,
    );
    expect(refusal({ SESSION_SECRETS: `${long},${long}` })).toThrow(
      /SESSION_SECRETS entry 2 repeats entry 1/,
    );
    expect(refusal({ SESSION_SECRETS: long, SESSION_SECRET: long })).toThrow(
      /Set SESSION_SECRETS or SESSION_SECRET, not both/,
    );
  });
});
