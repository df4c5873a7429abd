import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

// Issue 35's contract is public API: these paths and field names, in the OpenAPI document.
const ctx = useTestApp();

type Schema = { properties?: Record<string, unknown>; anyOf?: Schema[]; oneOf?: Schema[]; $ref?: string };
type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

/** Every property name a schema (or its branches, or what it refers to) declares. */
function fieldsOf(doc: Doc, schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.$ref) return fieldsOf(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => fieldsOf(doc, s)),
  ];
}

describe('the sign-in security contract in the OpenAPI document', () => {
  it('has every route with its fields', async () => {
    const doc: Doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const body = (path: string) =>
      fieldsOf(doc, doc.paths[path]?.post?.requestBody?.content['application/json']?.schema);
    const answer = (path: string, method: string, status: string) =>
      fieldsOf(doc, doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema);

    expect(answer('/api/auth/login', 'post', '200')).toEqual(expect.arrayContaining(['twoFactorRequired', 'username']));
    expect(body('/api/auth/login/two-factor').sort()).toEqual(['code', 'recoveryCode']);
    expect(answer('/api/account/two-factor/totp', 'post', '200').sort()).toEqual(['otpauthUrl', 'secret']);
    expect(body('/api/account/two-factor/totp/confirm')).toEqual(['code']);
    expect(answer('/api/account/two-factor/totp/confirm', 'post', '200')).toEqual(['recoveryCodes']);
    expect(doc.paths['/api/account/sessions']?.get).toBeDefined();
    expect(doc.paths['/api/account/sessions/{id}']?.delete).toBeDefined();
  });
});
