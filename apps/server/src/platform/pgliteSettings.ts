/** How PGlite is opened, on the main thread or on its own (db.ts, main.ts). */

/** PGlite's shared buffers. */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Settings after PGlite's own start parameters. PostgreSQL's default 128 MB of shared buffers
 * are cleared in WebAssembly at every open (~0.4 s of a restart, ~1 s on a busy machine, and
 * the same again for every test's database); 32 MB hold the demo's working set, and the files
 * stay in the OS page cache.
 */
export const PGLITE_EXTRA_START_PARAMS = ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** int8 as text, like node-postgres: ids stay exact strings whichever driver runs. */
export const PGLITE_PARSERS = { 20: (value: string) => value };
