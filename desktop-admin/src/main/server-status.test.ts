import { afterEach, describe, expect, it } from 'vitest';
import type { ServerStatus } from '../shared/bridge.ts';
import { createServerMonitor } from './server-status.ts';
import { startOeuvreServer, type StandInServer } from './testing/oeuvre-server.ts';

let server: StandInServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('server monitor', () => {
  it('reports the server reachable, then unreachable once it stops answering', async () => {
    server = await startOeuvreServer();
    const url = server.url;
    const reports: ServerStatus[] = [];
    const monitor = createServerMonitor({
      getServerUrl: () => url,
      onStatus: (status) => reports.push(status),
    });

    expect((await monitor.checkNow()).reachable).toBe(true);
    await server.close();
    server = null;
    const offline = await monitor.checkNow();

    expect(offline).toMatchObject({ serverUrl: url, reachable: false });
    expect(offline.message).toContain('Could not reach');
    expect(reports.map((report) => report.reachable)).toEqual([true, false]);
    expect(monitor.current()).toBe(offline);
  });

  it('says nothing about reachability before a server is configured', async () => {
    const monitor = createServerMonitor({ getServerUrl: () => null, onStatus: () => {} });
    expect(await monitor.checkNow()).toEqual({
      serverUrl: null,
      reachable: null,
      message: null,
      checkedAt: null,
    });
  });
});
