// Starts the real server for the e2e suite on a fresh data folder (the web app must be built first), through the
// test kit every suite uses; stopping this process (SIGTERM, SIGINT) stops the server and removes the folder.
import { fileURLToPath } from 'node:url';
import { startServer, tempDataFolder } from '@oeuvre/test-kit';

const folder = tempDataFolder('e2e');
const server = await startServer({
  port: Number(process.env.E2E_PORT ?? '3210'),
  env: (url) => ({
    NODE_ENV: 'test',
    PUBLIC_URL: url,
    DATA_DIR: folder.path,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    ADMIN_EMAILS: 'admin@oeuvre.test',
    LOG_LEVEL: 'warn',
    // The suite's SMTP server speaks STARTTLS with a test certificate; the server trusts it as an installed CA.
    NODE_EXTRA_CA_CERTS: fileURLToPath(new URL('../backend/test/tls/smtp-test-cert.pem', import.meta.url)),
  }),
  readyTimeoutMs: 170_000,
  output: 'inherit',
}).catch((error) => {
  console.error(error.message);
  folder.remove();
  process.exit(1);
});
const stop = () => void server.stop();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const code = await server.exited;
folder.remove();
process.exit(code ?? 0);
