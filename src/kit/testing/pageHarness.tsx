import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import type { ProfileAccessFlags, Role } from '../../../contract/session.ts';
import { type ApiClient, createApiClient } from '../../api/apiClient.ts';
import { setSessionStateForTest } from '../../auth/sessionStore.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import type { GatehouseDatabase } from '../../db/database.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import type { TestDevice } from '../../sync/testing/harness.ts';
import { storeLocation } from '../location/selectedLocation.ts';
import { openTestDatabase } from './database.ts';
import { KitTestProviders } from './KitTestProviders.tsx';

/** One answer of the scripted server: its status and JSON body. */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
}

/** Who is signed in: a role at a location (and its subtree), with the account's flags. */
export interface SignedInAs {
  role: Role;
  at: string;
  flags?: ProfileAccessFlags;
  sub?: string;
  email?: string;
  name?: string;
  /** More locations the account has, each with its role (besides `at`). */
  alsoAt?: { role: Role; at: string }[];
}

/** Ada Admin (admin@example.com), ADMIN at `at`, with these flags. */
export function adminAt(at: string, flags: ProfileAccessFlags = {}): SignedInAs {
  return { role: 'ADMIN', at, sub: 'ada', email: 'admin@example.com', name: 'Ada Admin', flags };
}

export interface PageSetup {
  config: HierarchyConfiguration;
  /** The selected location. */
  location: string;
  user: SignedInAs;
  /** The sync engine (default: testSyncEngine, reading the local database only). */
  engine?: () => SyncEngine;
  /**
   * A device with a real sync engine (createTestDevice over an InMemoryServer), made for each
   * test: the page uses its database and engine (instead of a fresh database and `engine`); the
   * harness stops the engine and deletes the database after the test.
   */
  device?: () => TestDevice;
  /**
   * Answers the server gives the same way every time to some requests (e.g. the hierarchy
   * configuration's read): undefined for a request that takes the next of `answers`. These
   * requests are not in `sent` or `requests`.
   */
  standingAnswer?: (url: string) => ScriptedAnswer | undefined;
  /**
   * Answers the server works out from a request (e.g. echoing what it was sent), awaited before
   * the answer: undefined takes the next of `answers`. These requests are in `sent` and
   * `requests` like the others.
   */
  answerFor?: (
    request: SentRequest,
  ) => ScriptedAnswer | undefined | Promise<ScriptedAnswer | undefined>;
}

/** A request the page sent to the scripted server. */
export interface SentRequest {
  url: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

export interface PageHarness {
  /** This test's local database (a fresh one per test, or the setup's device's). */
  readonly db: GatehouseDatabase;
  /** The setup's device (its engine and clock); an error when the setup has none. */
  readonly device: TestDevice;
  /** Answers the server gives to online operations, in order (500 once they run out). */
  readonly answers: ScriptedAnswer[];
  /** The JSON bodies the page sent to the server, in order. */
  readonly sent: unknown[];
  /** The same requests with their addresses and idempotency keys. */
  readonly requests: SentRequest[];
  /** Renders a page inside the kit's providers, signed in and at the location of the setup. */
  renderPage: (page: ReactElement) => RenderResult;
  /** Signs another user in (for a test of what a role or a flag allows). */
  signIn: (user: SignedInAs) => void;
  /** The providers renderPage puts a page in, as a wrapper (e.g. for renderHook). */
  wrapper: (props: { children: ReactNode }) => ReactElement;
  /**
   * A cold start of the setup's device: unmounts the page, stops the engine, closes the database
   * and makes the device again with the setup's `device` (which reopens the same database when it
   * names one); renderPage then renders on the new device, which the harness closes after the test.
   */
  restartDevice: () => TestDevice;
}

const HOUR = 3_600_000;

const jsonResponse = (answer: ScriptedAnswer) =>
  new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A page test's setup for each test of the file: a fresh local database, the hierarchy
 * configuration, the selected location, the signed-in user, and a scripted server behind the API
 * client. Call it at the top of the test file; seed records in a beforeEach after it.
 */
export function pageHarnessForEachTest(setup: PageSetup): PageHarness {
  let db: GatehouseDatabase | null = null;
  let api: ApiClient | null = null;
  let engine: SyncEngine | undefined;
  let device: TestDevice | undefined;
  const answers: ScriptedAnswer[] = [];
  const sent: unknown[] = [];
  const requests: SentRequest[] = [];
  const signIn = (user: SignedInAs) =>
    setSessionStateForTest({
      status: 'authenticated',
      expiresAt: Date.now() + HOUR,
      freshness: 'live',
      user: {
        sub: user.sub ?? 'tester',
        email: user.email ?? 'tester@example.com',
        name: user.name ?? 'Tess Tester',
        organisationId: setup.config.organisationId,
        flags: user.flags ?? {},
        locations: [user, ...(user.alsoAt ?? [])].map(({ at, role }) => ({
          EntityHierarchy: at,
          role,
        })),
      },
    });
  const currentDb = () => {
    if (db === null) throw new Error('The page harness is used outside a test');
    return db;
  };
  beforeEach(() => {
    localStorage.clear();
    device = setup.device?.();
    db = device?.db ?? openTestDatabase();
    answers.length = 0;
    sent.length = 0;
    requests.length = 0;
    engine = device?.engine ?? setup.engine?.();
    api = createApiClient({
      fetch: async (input, init) => {
        const standing = setup.standingAnswer?.(String(input));
        if (standing) return jsonResponse(standing);
        const body = JSON.parse(String(init?.body));
        const request = {
          url: String(input),
          body,
          idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
        };
        sent.push(body);
        requests.push(request);
        return jsonResponse(
          (await setup.answerFor?.(request)) ??
            answers.shift() ?? { status: 500, body: { key: 'ERROR', message: 'none' } },
        );
      },
    });
    resetHierarchyConfiguration(setup.config);
    storeLocation(setup.location);
    signIn(setup.user);
  });
  afterEach(async () => {
    cleanup();
    device?.engine.stop();
    device = undefined;
    const closing = currentDb();
    closing.close();
    await closing.delete();
    db = null;
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KitTestProviders db={currentDb()} engine={engine} api={api ?? undefined}>
      {children}
    </KitTestProviders>
  );
  return {
    get db() {
      return currentDb();
    },
    get device() {
      if (device === undefined) throw new Error('The page setup has no device');
      return device;
    },
    answers,
    sent,
    requests,
    renderPage: (page) => render(page, { wrapper }),
    signIn,
    wrapper,
    restartDevice: () => {
      if (device === undefined || setup.device === undefined) {
        throw new Error('The page setup has no device');
      }
      cleanup();
      device.engine.stop();
      device.db.close();
      device = setup.device();
      db = device.db;
      engine = device.engine;
      return device;
    },
  };
}
