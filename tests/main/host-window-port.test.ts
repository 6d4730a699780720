/**
 * The browser host's page keeps its origin from launch to launch (window-port.ts): the port of the
 * last launch is remembered in the user-data folder and tried first, so what the page stored in
 * the browser (drafts of typed work) is there again; a port another program holds gives way to
 * any free one.
 */
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedPort, rememberPort, windowPortFile } from '../../src-main/host/window-port.ts';
import { removeTempDirs, tempDir } from './helpers.ts';
import { startTestHost, type TestHost } from './host-fixture.ts';

const hosts: TestHost[] = [];
const blockers: Server[] = [];

afterEach(async () => {
  for (const host of hosts.splice(0)) await host.dispose();
  for (const blocker of blockers.splice(0))
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
  await removeTempDirs();
});

async function launch(preferredPort?: number): Promise<TestHost> {
  const host = await startTestHost({ preferredPort });
  hosts.push(host);
  return host;
}

describe('the port of the host window', () => {
  it('is remembered in the user-data folder, and nothing unreadable is taken for one', async () => {
    const dir = await tempDir('aerodesk-port-');
    const file = windowPortFile(dir);
    expect(await rememberedPort(file)).toBe(0);
    await rememberPort(file, 43127);
    expect(await rememberedPort(file)).toBe(43127);
    for (const text of ['', 'abc', '80', '70000', '4312.5']) {
      await writeFile(file, text);
      expect(await rememberedPort(file), text).toBe(0);
    }
    expect(await rememberedPort(join(dir, 'missing', 'host-port'))).toBe(0);
  });

  it('is the same at the next launch, so the page keeps its origin', async () => {
    const first = await launch();
    const port = first.host.port;
    await first.dispose();
    hosts.splice(hosts.indexOf(first), 1);
    const second = await launch(port);
    expect(second.host.port).toBe(port);
    expect(second.host.origin).toBe(first.host.origin);
  });

  it('gives way to any free port when another program holds it', async () => {
    const blocker = createServer();
    blockers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const taken = (blocker.address() as { port: number }).port;
    const host = await launch(taken);
    expect(host.host.port).not.toBe(taken);
    expect((await fetch(host.launchUrl.split('#')[0] ?? '')).status).toBeLessThan(500);
  });
});
