// The embedded database's folder as `npm run backup` and `npm run restore` find it: DATA_DIR
// (default ./data, as the server reads it) and the socket a running server answers on beside it
// (the same rule as apps/server/src/platform/backup/controlSocket.ts, which these plain-Node
// scripts cannot import).
import { connect } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';

export const dataDirOf = (env = process.env) => resolve(env.DATA_DIR ?? './data');

export const controlSocketOf = (dataDir) => join(dirname(dataDir), `.${basename(dataDir)}.coach.sock`);

/** Whether a server answers on the folder's socket (one left by a killed server does not). */
export function folderInUse(dataDir) {
  return new Promise((answer) => {
    const socket = connect(controlSocketOf(dataDir));
    socket.once('connect', () => {
      socket.end();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}
