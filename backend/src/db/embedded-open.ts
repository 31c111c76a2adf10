// Whether the embedded database of a data folder is open in another process. PGlite lets a second process open the
// same folder, and two writers corrupt it: the tools that open it themselves (the demo seed, backup and restore)
// refuse while the server has it.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The embedded engine's folder inside DATA_DIR. */
export const EMBEDDED_CLUSTER = 'pglite';

/** The embedded engine writes postmaster.pid while it runs and removes it when it closes cleanly. */
export const embeddedDatabaseOpen = (clusterDir: string): boolean =>
  existsSync(path.join(clusterDir, 'postmaster.pid'));

/** What a tool says when it will not open the embedded database another process has open. */
export const embeddedOpenMessage = (clusterDir: string) =>
  `The embedded database in ${clusterDir} is open: stop the server first (if it crashed, start and stop it once).`;
