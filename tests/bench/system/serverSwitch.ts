import type { Socket } from 'node:net';
import type { BenchServer } from './benchServer.ts';

/**
 * Takes the in-process server off the network without closing it (its database and broker stay
 * as they are for the benches after): every open connection is destroyed and new ones are
 * destroyed as they come, until `on` again. A browser then sees connection resets, as with a
 * server that is down.
 */
export function serverSwitch(server: BenchServer) {
  let off = false;
  const open = new Set<Socket>();
  server.gatehouse.app.server.on('connection', (socket: Socket) => {
    if (off) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  return {
    off() {
      off = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    on() {
      off = false;
    },
  };
}
