import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port other than `taken`: a port that is free now may be one this process is about to
 * listen on itself (the app's own PORT, not yet bound while the embedded database starts), and
 * the OS can hand the same free port out twice in a row.
 */
export async function freePortOtherThan(taken: number | undefined, next = freePort): Promise<number> {
  for (;;) {
    const port = await next();
    if (port !== taken) return port;
  }
}
