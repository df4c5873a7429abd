import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppFederation } from './federation';
import { inboundLimits } from './inbound-limits';

// Fastify in front of Fedify: the federation paths are handed to `federation.fetch` as a Fetch
// Request addressed to PUBLIC_URL, with the raw body (the Digest and the signature cover its bytes).
// A browser asking for /users/{name} gets the member's profile page instead.

const JSON_TYPE = { 'content-type': 'application/json' };

const PATHS = [
  '/.well-known/webfinger',
  '/.well-known/nodeinfo',
  '/nodeinfo/2.1',
  '/inbox',
  '/users/:username',
  '/users/:username/inbox',
  '/users/:username/outbox',
  '/users/:username/followers',
  '/users/:username/following',
  '/federation/notes/:kind/:id',
];

export const federationBridge: FastifyPluginAsync<{ federation: AppFederation }> = async (app, { federation }) => {
  // Only inside this plugin: every body stays raw bytes for Fedify.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

  const limits = inboundLimits(app);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await limits.refuse(request, reply)) return reply;
    const url = new URL(request.url, app.config.publicUrl);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
    const response = await federation.fetch(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
      }),
      {
        contextData: app,
        onNotFound: () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: JSON_TYPE }),
        onNotAcceptable: browserPage,
      },
    );
    const body = Buffer.from(await response.arrayBuffer());
    await limits.record(request, { status: response.status, text: body.subarray(0, 200).toString() });
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    return reply.send(body);
  };
  for (const url of PATHS) {
    app.route({ method: ['GET', 'HEAD', 'POST'], url, schema: { hide: true }, handler });
  }
};

/** /users/{name} asked for by a browser: the member's profile page in the web app (it knows 404s). */
function browserPage(request: Request): Response {
  const name = /^\/users\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
  if (!name) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: JSON_TYPE });
  return new Response(null, { status: 302, headers: { location: `/profile/${name}` } });
}
