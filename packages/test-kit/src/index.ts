// The pieces every suite that runs the real server needs: the backend's tests, the e2e suite, the reliability and
// security suites, the bench and the Lighthouse audit make their databases and start the server the same way.
export { createPostgresDatabase, databaseUrl, onServer, tempDataFolder, type DataFolder, type TestDatabase } from './database.ts';
export { freePort } from './port.ts';
export { stopChild, waitUntilReady } from './process.ts';
export { backendDir, startServer, type Env, type ServerProcess, type StartServerOptions } from './server.ts';
