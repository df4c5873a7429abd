// Part of `npm run bench:media`: what one relay hop costs on this machine, with nothing of the app
// or of S3 in it. A file server of a few lines (fs.createReadStream with Range) and a relay of a
// few lines (http.get to it, piped into the answer), each in a process of its own, like the S3
// server and the app instance; the client reads from each in turn. Streaming through the app
// from a bucket is such a hop (the bucket's answer, then the app's): the ratio here is the least
// the streamed column can cost over a server as fast as the disk, on the same cores. A third
// column has the relay sign a GetObject link with the AWS SDK before each relay (the link is not
// used): what calling the SDK per request adds to a relay, apart from the S3 server.
import { ms } from './bench-database';
import { download, p50InTurn } from './media-client';
import { startScriptServer } from './media-processes';

const FILE_SERVER = `
  const http = require('node:http'), fs = require('node:fs');
  const size = fs.statSync(process.env.RELAY_FILE).size;
  const server = http.createServer((req, res) => {
    const m = /^bytes=(\\d+)-(\\d*)$/.exec(req.headers.range || '');
    const [start, end] = m ? [Number(m[1]), m[2] ? Number(m[2]) : size - 1] : [0, size - 1];
    res.writeHead(m ? 206 : 200, { 'content-length': end - start + 1 });
    fs.createReadStream(process.env.RELAY_FILE, { start, end }).pipe(res);
  });
  server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));`;

const RELAY = `
  const http = require('node:http');
  const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
  const { getSignedUrl } = require('@aws-sdk/s3-request-presigner');
  const agent = new http.Agent({ keepAlive: true });
  const s3 = new S3Client({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', forcePathStyle: true,
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' } });
  const server = http.createServer(async (req, res) => {
    if (req.url === '/signing') await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'b', Key: 'k' }), { expiresIn: 600 });
    const headers = req.headers.range ? { range: req.headers.range } : {};
    http.get({ host: '127.0.0.1', port: Number(process.env.RELAY_ORIGIN), path: '/', headers, agent }, (up) => {
      res.writeHead(up.statusCode, { 'content-length': up.headers['content-length'] });
      up.pipe(res);
    });
  });
  server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));`;

export interface RelayCase {
  label: string;
  range?: string;
}

/**
 * p50 of `runs` reads of `file` straight from the file server and through the relay, per case,
 * printed as a table. Read with the benchmark's own client, so its tables count alike.
 */
export async function measureBareRelay(file: string, cases: RelayCase[], runs: number) {
  // Where the benchmark pins cores, the relay gets the app's core and the file server the S3 server's.
  const origin = await startScriptServer('the file server', FILE_SERVER, 1, { RELAY_FILE: file });
  const relay = await startScriptServer('the relay', RELAY, 0, { RELAY_ORIGIN: String(origin.port) });
  try {
    console.log('\nOne relay hop, nothing of the app or of S3 (a file server and a relay of a few lines), p50\n');
    console.log(
      '| request | the file server | through the relay | relay / file server | the relay signing a link first | signing / relay |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const { label, range } of cases) {
      const headers: Record<string, string> = range ? { range } : {};
      const [fileServer, relayed] = [`http://127.0.0.1:${origin.port}`, `http://127.0.0.1:${relay.port}`];
      const p50 = await p50InTurn(
        {
          direct: () => download(`${fileServer}/`, headers),
          relayed: () => download(`${relayed}/`, headers),
          signing: () => download(`${relayed}/signing`, headers),
        },
        runs,
      );
      const [d, r, s] = [p50.direct, p50.relayed, p50.signing];
      console.log(`| ${label} | ${ms(d)} | ${ms(r)} | ${(r / d).toFixed(2)}x | ${ms(s)} | ${(s / r).toFixed(2)}x |`);
    }
  } finally {
    relay.stop();
    origin.stop();
  }
}
