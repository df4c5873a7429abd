import fastJson from 'fast-json-stringify';

// The feed's answer compiled once into a serializer (Fastify's response schemas): each known
// field is written without JSON.stringify's per-value type checks. Fields the schema does not name
// (a domain adding one to the Post) are still written, by JSON.stringify, so nothing is dropped;
// `workout`, `imageSizes` and `activity` are free-form for the same reason.
const nullable = (type: string) => ({ type: [type, 'null'] });

const userSummarySchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    name: { type: 'string' },
    profileImageUrl: nullable('string'),
    profilePicture: nullable('string'),
    isTrainer: { type: 'boolean' },
  },
} as const;

/** The properties in presentPost's order, so the bytes match a plain JSON.stringify of the same posts. */
const postListJsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: true,
    properties: {
      id: { type: 'integer' },
      userId: { type: 'integer' },
      content: { type: 'string' },
      imageUrl: nullable('string'),
      imageKey: nullable('string'),
      imageSizes: {},
      videoUrl: nullable('string'),
      videoKey: nullable('string'),
      location: nullable('string'),
      placeLat: nullable('number'),
      placeLng: nullable('number'),
      audience: { type: 'string' },
      workout: {},
      activity: {},
      createdAt: { type: 'string' },
      user: userSummarySchema,
      likesCount: { type: 'integer' },
      commentsCount: { type: 'integer' },
      userLiked: { type: 'boolean' },
      bookmarked: { type: 'boolean' },
    },
  },
} as const;

const stringifyPosts = fastJson(postListJsonSchema);

/** For a route's `serializerCompiler`: the app's default (Zod) compiler checks, this one only writes. */
export const postListSerializerCompiler = () => (data: unknown) => stringifyPosts(data as unknown[]);
