import { createHmac } from 'node:crypto';
import { GLOBAL_TOPIC_FAMILY, LOCATION_TOPIC_FAMILIES } from '../../../contract/topics.ts';
import type { SubscribeCredential } from '../credentials.ts';
import type { GrantCheck } from '../embeddedBroker.ts';
import {
  ALREADY_DONE,
  type DynsecAdminClient,
  type DynsecCommand,
  expectSuccess,
} from './dynsecAdmin.ts';

/** Every subscriber account is named by its issued MQTT client id (credentials.ts: `gh-…`). */
const SUBSCRIBER_PREFIX = 'gh-';
const PUBLISHER_ROLE = 'gatehouse-publisher';

/** What an account's textdescription records, so any instance can end or sweep it. */
interface AccountRecord {
  sub: string;
  /** The sign-in session's tag (sessionTagOf), when the credential was issued to one. */
  sid?: string;
  /** Epoch milliseconds. */
  exp: number;
  topics: string[];
}

interface ListedClient {
  username: string;
  textdescription?: string;
}

export interface BrokerAccounts {
  /**
   * Makes `credential` a broker client: user name and client id its clientId, password its
   * token, allowed to subscribe to exactly its topics and to receive only on them. A renewal
   * replaces the account (the broker disconnects the old connection; the browser reconnects
   * with the new token anyway).
   */
  admit(
    credential: SubscribeCredential,
    owner: { sub: string; sessionTag?: string },
  ): Promise<void>;
  /** Removes (and so disconnects) the accounts of sign-in session `sessionTag`. */
  endSession(sessionTag: string): Promise<number>;
  /** Removes the accounts that expired or whose user lost a topic's access. */
  sweep(stillAllowed: GrantCheck): Promise<number>;
  /** The publish-only account of the publisher (created when missing). */
  publisherAccount(): Promise<{ username: string; password: string }>;
  close(): void;
}

function roleOf(username: string): string {
  return `${username}-topics`;
}

function removal(username: string): DynsecCommand[] {
  return [
    { command: 'deleteClient', username },
    { command: 'deleteRole', rolename: roleOf(username) },
  ];
}

function recordOf(client: ListedClient): AccountRecord | null {
  if (!client.username.startsWith(SUBSCRIBER_PREFIX) || !client.textdescription) return null;
  try {
    const record = JSON.parse(client.textdescription) as Partial<AccountRecord>;
    if (typeof record.sub !== 'string' || typeof record.exp !== 'number') return null;
    if (!Array.isArray(record.topics)) return null;
    return record as AccountRecord;
  } catch {
    return null;
  }
}

/**
 * The broker's accounts managed through Mosquitto's dynamic security plugin. The broker holds
 * the state (each account's owner, session and expiry in its textdescription), so whichever
 * instance handles a sign-out or runs a sweep finds accounts another instance created.
 */
export async function brokerAccounts(
  admin: DynsecAdminClient,
  secret: string,
  log: (message: string) => void,
): Promise<BrokerAccounts> {
  // Nothing is allowed that a role does not grant: no client publishes, and a client receives
  // only on its granted topics (also for subscriptions a persistent session kept from before).
  expectSuccess(
    await admin.run([
      {
        command: 'setDefaultACLAccess',
        acls: [
          { acltype: 'publishClientSend', allow: false },
          { acltype: 'publishClientReceive', allow: false },
          { acltype: 'subscribe', allow: false },
        ],
      },
    ]),
  );
  const expiryTimers = new Map<string, NodeJS.Timeout>();

  async function listClients(): Promise<ListedClient[]> {
    const [listed] = await admin.run([{ command: 'listClients', verbose: true }]);
    expectSuccess(listed ? [listed] : []);
    return (listed?.data as { clients?: ListedClient[] } | undefined)?.clients ?? [];
  }

  async function remove(usernames: string[]): Promise<number> {
    if (usernames.length === 0) return 0;
    for (const username of usernames) {
      clearTimeout(expiryTimers.get(username));
      expiryTimers.delete(username);
    }
    expectSuccess(await admin.run(usernames.flatMap(removal)), ALREADY_DONE);
    return usernames.length;
  }

  /** Removes the account at its expiry unless it was renewed meanwhile (maybe elsewhere). */
  async function expireIfDue(username: string): Promise<void> {
    const [answer] = await admin.run([{ command: 'getClient', username }]);
    const client = (answer?.data as { client?: ListedClient } | undefined)?.client;
    const record = client ? recordOf(client) : null;
    if (record && record.exp <= Date.now()) await remove([username]);
  }

  function scheduleExpiry(username: string, expiresAt: number): void {
    clearTimeout(expiryTimers.get(username));
    const timer = setTimeout(
      () => {
        expiryTimers.delete(username);
        expireIfDue(username).catch((error: unknown) =>
          log(`MQTT account ${username} not expired: ${String(error)}`),
        );
      },
      Math.max(0, expiresAt - Date.now()),
    );
    timer.unref();
    expiryTimers.set(username, timer);
  }

  return {
    async admit(credential, owner) {
      const username = credential.clientId;
      const record: AccountRecord = {
        sub: owner.sub,
        ...(owner.sessionTag === undefined ? {} : { sid: owner.sessionTag }),
        exp: credential.expiresAt,
        topics: credential.topics,
      };
      const acls = credential.topics.flatMap((topic) => [
        { acltype: 'subscribeLiteral', topic, allow: true },
        { acltype: 'publishClientReceive', topic, allow: true },
      ]);
      const [deletedClient, deletedRole, ...created] = await admin.run([
        ...removal(username),
        { command: 'createRole', rolename: roleOf(username), acls },
        {
          command: 'createClient',
          username,
          password: credential.token,
          clientid: credential.clientId,
          textdescription: JSON.stringify(record),
          roles: [{ rolename: roleOf(username) }],
        },
      ]);
      expectSuccess(
        [deletedClient, deletedRole].filter((r) => r !== undefined),
        ALREADY_DONE,
      );
      expectSuccess(created);
      scheduleExpiry(username, credential.expiresAt);
    },
    async endSession(sessionTag) {
      const clients = await listClients();
      return remove(
        clients.filter((client) => recordOf(client)?.sid === sessionTag).map((c) => c.username),
      );
    },
    async sweep(stillAllowed) {
      const now = Date.now();
      const lapsed: string[] = [];
      // One access check per user and grant, however many accounts share them.
      const checked = new Map<string, Promise<boolean>>();
      const allowed = (record: AccountRecord) => {
        const key = `${record.sub}\n${record.topics.join('\n')}`;
        let answer = checked.get(key);
        if (!answer) {
          answer = stillAllowed(record.sub, record.topics);
          checked.set(key, answer);
        }
        return answer;
      };
      for (const client of await listClients()) {
        const record = recordOf(client);
        if (!record) continue;
        if (record.exp <= now || !(await allowed(record))) lapsed.push(client.username);
      }
      return remove(lapsed);
    },
    async publisherAccount() {
      // Derived from the shared secret: every instance computes the same account, and an
      // instance with another secret gets another account instead of resetting this one.
      const password = createHmac('sha256', secret)
        .update('gatehouse mqtt publisher account')
        .digest('base64url');
      const username = `gatehouse-publisher-${password.slice(0, 8)}`;
      const topics = [...LOCATION_TOPIC_FAMILIES, GLOBAL_TOPIC_FAMILY].map(
        (family) => `${family}/#`,
      );
      const acls = topics.map((topic) => ({ acltype: 'publishClientSend', topic, allow: true }));
      expectSuccess(
        await admin.run([
          { command: 'createRole', rolename: PUBLISHER_ROLE },
          ...acls.map((acl) => ({ command: 'addRoleACL', rolename: PUBLISHER_ROLE, ...acl })),
          { command: 'createClient', username, password, roles: [{ rolename: PUBLISHER_ROLE }] },
        ]),
        ALREADY_DONE,
      );
      return { username, password };
    },
    close() {
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
    },
  };
}
