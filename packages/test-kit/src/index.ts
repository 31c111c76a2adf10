// The pieces every suite that runs the real server needs: the e2e suite, the reliability and security suites,
// the bench and the Lighthouse audit start it the same way.
export { freePort } from './port.ts';
export { stopChild, waitUntilReady } from './process.ts';
