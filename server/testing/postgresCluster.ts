import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';

/** Where Debian's `postgresql` package puts the server binaries (highest version first). */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:{port}/postgres`: a superuser, no password (trust). */
  url: string;
  /** Stops the server (fast shutdown) and deletes the cluster; safe to call twice, synchronous. */
  dispose(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temp folder (initdb, then pg_ctl start) on a free loopback
 * port, its unix socket in the same folder. Durability is off (fsync, synchronous_commit): it
 * only lives for one test run. As root the server runs as the `postgres` user, which it requires.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("No /usr/lib/postgresql/*/bin/postgres: install Debian's postgresql");
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-postgres-'));
  const dataDir = join(folder, 'data');
  const asServerUser = serverUserCommand(folder);
  const port = await freePort();
  let running = false;
  const dispose = () => {
    if (running) {
      running = false;
      try {
        execFileSync(
          ...asServerUser(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w']),
          {
            stdio: 'ignore',
          },
        );
      } catch {
        // Already gone: nothing to stop.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    execFileSync(
      ...asServerUser(join(bin, 'initdb'), [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ]),
      { stdio: 'pipe' },
    );
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${folder}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    execFileSync(
      ...asServerUser(join(bin, 'pg_ctl'), [
        'start',
        '-D',
        dataDir,
        '-w',
        '-o',
        options,
        '-l',
        join(folder, 'server.log'),
      ]),
      { stdio: 'pipe' },
    );
    running = true;
  } catch (error) {
    dispose();
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${output}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dispose };
}

type Command = [file: string, args: string[]];

/** Root runs the server binaries as `postgres` (they refuse root) and hands it the folder. */
function serverUserCommand(folder: string): (file: string, args: string[]) => Command {
  if (process.getuid?.() !== 0) return (file, args) => [file, args];
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(folder, uid, gid);
  return (file, args) => ['runuser', ['-u', 'postgres', '--', file, ...args]];
}
