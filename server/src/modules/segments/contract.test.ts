import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

// Issue 32's segments contract is public API: these paths, parameters and field names, in the
// OpenAPI document.
const ctx = useTestApp();

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};
type Operation = {
  description?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** The schema itself, its reference followed. */
function resolve(doc: Doc, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
}

/** Every property a schema (or its branches) declares, by name. */
function propertiesOf(doc: Doc, schema: Schema | undefined): Record<string, Schema> {
  const s = resolve(doc, schema);
  if (!s) return {};
  return Object.assign(
    {},
    s.properties ?? {},
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].map((b) => propertiesOf(doc, b)),
  );
}

describe('the segments contract in the OpenAPI document', () => {
  it('has each route of the issue with its fields', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc: Doc = res.json();
    const json = (op: Operation | undefined, status: string) =>
      propertiesOf(doc, op?.responses[status]?.content?.['application/json']?.schema);

    const create = doc.paths['/api/segments']?.post;
    const body = propertiesOf(doc, create?.requestBody?.content['application/json']?.schema);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['activityId', 'startM', 'endM', 'name']));
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400']));
    // Its refusals, each named in the operation's description.
    expect(create?.description).toMatch(/400 \(nothing stored\)[\s\S]*403[\s\S]*404/);
    expect(Object.keys(json(create, '201'))).toEqual(expect.arrayContaining(['id', 'path', 'personalBest']));

    const detail = doc.paths['/api/segments/{id}']?.get;
    expect(detail?.parameters?.map((p) => p.name)).toContain('id');
    expect(Object.keys(json(detail, '200'))).toEqual(
      expect.arrayContaining(['id', 'name', 'sport', 'distanceM', 'path', 'myEfforts', 'personalBest']),
    );

    const board = doc.paths['/api/segments/{id}/leaderboard']?.get;
    expect(board?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['id', 'period', 'scope', 'limit', 'after']),
    );
    expect(Object.keys(json(board, '200'))).toEqual(expect.arrayContaining(['entries', 'viewer']));

    const activity = json(doc.paths['/api/activities/{id}']?.get, '200');
    const efforts = propertiesOf(doc, resolve(doc, activity.segmentEfforts)?.items);
    expect(Object.keys(efforts)).toEqual(expect.arrayContaining(['segmentId', 'name', 'elapsedSeconds', 'pr', 'rank']));
  });
});
