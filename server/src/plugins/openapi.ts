import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS } from '../lib/route-access';
import { openapiTransform, openapiTransformObject, SECURITY_SCHEMES } from './openapi-transform';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const DESCRIPTION = `FitCircle's HTTP API, generated from the Zod schemas the routes validate and answer with.

- **Auth**: sign in with \`POST /api/auth/login\`; the session travels in the httpOnly \`fc_session\`
  cookie. Operations that also take a personal API token list \`apiToken\`
  (\`Authorization: Bearer fct_...\`, created in Settings > Account).
- **Cross-site**: a state-changing call with a foreign \`Origin\` is refused (403).
- **Errors**: every error answers \`{ "message": "...", "errors": { "field": "..." } }\`.
- **Lists** answer a JSON array, newest first, and page with \`?limit=\` (1-100, default 20) and
  \`?before=<id of the last item seen>\`.
- **Admin** operations are tagged \`admin\` and marked \`x-fitcircle-admin\`.`;

/**
 * The OpenAPI 3.1 document of every route, built by @fastify/swagger from the routes' schemas as
 * they are registered (so this plugin comes before the routes), served at /api/openapi.json, and
 * its reference page (Swagger UI, all files served from here: the app's CSP needs no change).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'FitCircle API', version: '1', description: DESCRIPTION },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ session: [] }],
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true, ...ACCESS.public } }, async () => app.swagger());

  // In a scope of its own: the viewport hook sees the reference page's answers only.
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => withViewport(reply.getHeader('content-type'), payload));
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      uiConfig: {
        deepLinking: true,
        docExpansion: 'none',
        tryItOutEnabled: false,
        // Without the standalone layout's top bar: its "Explore" box (an unlabelled text input)
        // loads another document by address, and this page shows our one document.
        layout: 'BaseLayout',
      },
      // No badge fetched from validator.swagger.io: the page loads nothing from elsewhere.
      validatorUrl: false,
      theme: { title: 'FitCircle API' },
    });
  });
});

export const VIEWPORT_META = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * @fastify/swagger-ui's page has no viewport tag, so a phone lays it out 980 px wide and zooms
 * out; the plugin has no option for one. Added to the page's head (a tag, not a script: the CSP
 * is untouched), before compression (a route's own hook, which runs after this scope's).
 */
function withViewport(contentType: unknown, payload: unknown): unknown {
  if (typeof payload !== 'string' || !String(contentType).startsWith('text/html')) return payload;
  return payload.replace(/<head>/i, `<head>\n${VIEWPORT_META}`);
}
