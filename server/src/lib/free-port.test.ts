import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePortOtherThan } from './free-port';

// The embedded database chose its port as the app started, before the app listened on its own:
// the OS handed out the app's PORT twice and the app failed with EADDRINUSE (seen in CI's kill -9
// test). The database's port is now any free one but the app's.
describe('freePortOtherThan', () => {
  it('asks again while the free port is the one taken', async () => {
    const answers = [4100, 4100, 4101];
    expect(await freePortOtherThan(4100, async () => answers.shift()!)).toBe(4101);
    expect(answers).toEqual([]);
  });

  it('answers a port one can listen on', async () => {
    const taken = await freePort();
    const port = await freePortOtherThan(taken);
    expect(port).not.toBe(taken);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
