import Dexie, { type EntityTable } from 'dexie';

/**
 * What a paired kiosk keeps: its device credential and where it stands, in an IndexedDB database
 * of its own, 'gatehouse-kiosk' (one `credential` row).
 *
 * Decision: IndexedDB, not localStorage. The app clears localStorage at every sign-out and after a
 * failed sign-in (src/auth), which must not unpair a kiosk on a browser someone once signed in on;
 * and the door flows to come will keep their outbox beside the credential in this database. Both
 * survive reloads and work offline. The kiosk writes nothing to localStorage; when it is revoked
 * (forget) the whole database is deleted.
 */
export const KIOSK_DATABASE_NAME = 'gatehouse-kiosk';

/** The paired kiosk: the pair answer (contract/kioskPairing.ts kioskPairResponse) and its key. */
export interface KioskCredential {
  deviceId: string;
  /** The current device key (replaced when the heartbeat answers a next one). */
  deviceKey: string;
  organisationId: string;
  EntityHierarchy: string;
  /** The kiosk's name, as the server answered it. */
  name: string;
  /** Its location's name, when the server answers it (kioskRequests.ts), for the welcome screen. */
  locationName?: string;
  pairedAt: number;
}

interface CredentialRow extends KioskCredential {
  id: 'current';
}

type KioskDatabase = Dexie & { credential: EntityTable<CredentialRow, 'id'> };

function openDatabase(name: string): KioskDatabase {
  const db = new Dexie(name) as KioskDatabase;
  db.version(1).stores({ credential: 'id' });
  return db;
}

export interface KioskStore {
  /** The stored credential, or undefined when the kiosk is not paired. */
  read(): Promise<KioskCredential | undefined>;
  save(credential: KioskCredential): Promise<void>;
  /** Deletes everything the kiosk stored (its database). */
  forget(): Promise<void>;
}

/** The kiosk's store over the database `name` (another name in tests). */
export function openKioskStore(name = KIOSK_DATABASE_NAME): KioskStore {
  let db: KioskDatabase | null = null;
  const current = () => {
    db ??= openDatabase(name);
    return db;
  };
  return {
    async read() {
      const row = await current().credential.get('current');
      if (!row) return undefined;
      const { id: _id, ...credential } = row;
      return credential;
    },
    async save(credential) {
      await current().credential.put({ ...credential, id: 'current' });
    },
    async forget() {
      const open = current();
      db = null;
      // Dexie closes its connection first; a reopened store starts empty.
      await open.delete();
    },
  };
}
