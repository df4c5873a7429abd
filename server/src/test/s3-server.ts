import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

/** One request the S3 server received: tests read which S3 operations the app used. */
export interface S3Request {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_ settings for `buildConfig`, pointing at this server. */
  env: Record<string, string>;
  settings: S3Settings;
  /** Every request received since the start (or since `requests.length = 0`). */
  requests: S3Request[];
  /** The bucket goes down: the port stops answering; what is stored stays. */
  stop(): Promise<void>;
  /** Back on the same port, with everything stored before. */
  start(): Promise<void>;
  /** Stops for good and deletes what was stored. */
  close(): Promise<void>;
}

const BUCKET = 'fitcircle-test';
// s3rver checks request signatures against these fixed credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 and a free port, storing into a temporary folder,
 * with one bucket. It answers every object anonymously, so it proves the app's S3 calls, not the
 * bucket's privacy: tests prove privacy on the app's own serving path.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: S3Request[] = [];
  let server: http.Server | null = null;
  let port = 0;

  async function listen() {
    const next = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://s3');
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers });
      handle(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  }

  async function stop() {
    const current = server;
    server = null;
    if (!current) return;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    current.closeAllConnections();
    await closed;
  }

  await listen();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    ...CREDENTIALS,
    forcePathStyle: true,
    publicUrl: null,
    linkSeconds: 300,
  };
  return {
    endpoint,
    bucket: BUCKET,
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    requests,
    stop,
    start: async () => {
      if (!server) await listen();
    },
    close: async () => {
      await stop();
      s3rver.logger.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
