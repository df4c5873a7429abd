import { afterAll, beforeAll } from 'vitest';
import { type S3TestServer, startS3Server } from './s3-server';

/**
 * An S3 server for this test file: started before its tests (before `useTestApp`'s app when called
 * first, so the app's env function can read `s3.env`), closed after them.
 */
export function useS3Server(): S3TestServer {
  const handle = {} as S3TestServer;
  let server: S3TestServer | undefined;
  beforeAll(async () => {
    server = await startS3Server();
    Object.assign(handle, server);
  });
  afterAll(async () => {
    await server?.close();
  });
  return handle;
}
