import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS, uploadFieldsSchema } from '@common/schemas/activities';
import { uploadedActivitySchema } from '@common/schemas/responses/activities';
import { MESSAGES } from '@common/texts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-errors';
import { fieldWithNul } from '../../lib/nul-text';
import { ACCESS } from '../../lib/route-access';
import { requireMemberOrToken } from './caller';
import { ActivityFileError } from './file-error';
import { importActivity } from './import-activity';
import { notifyRecords } from './record-notifications';

export const UPLOAD_PATH = '/api/activities/upload';
const LIMIT = ACTIVITY_LIMITS.uploadMaxBytes;
// Room for the multipart boundaries and the few text fields around the file.
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, M.tooLarge, { file: M.tooLarge }, { connection: 'close' });

/**
 * Before the body is read: the caller (session or API token), 30 uploads a minute, and a declared
 * length over the limit refused at once.
 */
async function guardUpload(request: FastifyRequest) {
  const member = await requireMemberOrToken(request);
  const { allowed, retryAfterSeconds } = await request.server.rateLimiter.hit(
    `activity-upload:${member.id}`,
    ACTIVITY_LIMITS.uploadsPerMinute,
    60_000,
  );
  if (!allowed) throw tooManyRequests(retryAfterSeconds, M.tooManyUploads);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LIMIT + ENVELOPE_BYTES) throw tooLarge();
}

/** busboy's own errors (no boundary, a body cut short) are the client's: 400, not 500. */
function brokenForm(err: unknown): never {
  if (err instanceof HttpError || (err as { statusCode?: number } | null)?.statusCode) throw err;
  throw badRequest(M.brokenUpload, { file: M.brokenUpload });
}

/**
 * The file part's bytes, counted as they arrive: past the limit the upload is refused there and
 * then (413), without reading the rest. Fields sent before the file (sport, visibility, title)
 * come with it.
 */
async function receiveFile(request: FastifyRequest) {
  // busboy stops passing bytes at its limit and then skips the rest of the part (reading it all):
  // one byte more than ours lets our own count see the excess and refuse there and then.
  if (!request.isMultipart()) throw new HttpError(415, M.notMultipart, { file: M.notMultipart });
  const part = await request
    .file({ limits: { fileSize: LIMIT + 1, files: 1, fields: 5, fieldSize: 1024 } })
    .catch(brokenForm);
  if (!part) throw badRequest(M.noFile, { file: M.noFile });
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > LIMIT || part.file.truncated) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (err) {
    brokenForm(err);
  }
  if (part.file.truncated) throw tooLarge();
  if (received === 0) throw badRequest(M.noTrackPoints, { file: M.noTrackPoints });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string' && value.value !== '') {
      fields[name] = value.value;
    }
  }
  const fileName = part.filename ?? '';
  // The multipart fields pass no schema hook (plugins/nul-text.ts): the same NUL rule here.
  const nul = fieldWithNul({ ...fields, file: fileName });
  if (nul) throw badRequest(MESSAGES.nulCharacter, { [nul]: MESSAGES.nulCharacter });
  return { bytes: Buffer.concat(chunks, received), fileName, fields };
}

/**
 * POST /api/activities/upload: one GPX, TCX or FIT file (optionally .gz) as multipart/form-data
 * field `file`, with optional `sport`, `visibility`, `title` and `startAt` fields before it. 201 with
 * the new activity; 200 with the existing one when the member already uploaded this file. A file
 * dated before 1990 or in the future is refused (400); when the file names a plausible date of its
 * own the refusal carries it as `errors.suggestedStartAt`, and the same upload with that `startAt`
 * moves every point by the same offset (only for such a file: any other refuses `startAt`). Takes a session
 * or `Authorization: Bearer <personal API token>` (README: Activities).
 */
export async function uploadRoutes(app: FastifyInstance) {
  // Registered here only: no other route parses multipart bodies.
  await app.register(multipart, { limits: { fileSize: LIMIT + 1, files: 1 } });
  app.post(
    UPLOAD_PATH,
    {
      schema: { ...ACCESS.memberOrToken, response: { 200: uploadedActivitySchema, 201: uploadedActivitySchema } },
      onRequest: guardUpload,
      bodyLimit: LIMIT + ENVELOPE_BYTES,
    },
    async (request, reply) => {
      const member = await requireMemberOrToken(request);
      const { bytes, fileName, fields } = await receiveFile(request);
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        // The field's message under its name too, as the JSON routes answer (a title, a sport).
        const [issue] = parsed.error.issues;
        throw badRequest(issue.message, { [String(issue.path[0])]: issue.message });
      }
      try {
        const result = await importActivity(app, { userId: member.id, bytes, fileName, ...parsed.data });
        await notifyRecords(app, { id: result.activity.id, user_id: member.id }, result.newRecords);
        request.log.info({ activityId: result.activity.id, duplicate: result.duplicate }, 'activity uploaded');
        return reply.code(result.duplicate ? 200 : 201).send(result);
      } catch (err) {
        if (err instanceof ActivityFileError) {
          // A file dated wrong that names a plausible date of its own: the dialog offers "Use <date>",
          // which sends the file again with that `startAt`.
          const errors: Record<string, string> = { file: err.message };
          if (err.offeredStartMs !== null) errors.suggestedStartAt = new Date(err.offeredStartMs).toISOString();
          throw new HttpError(err.status, err.message, errors);
        }
        throw err;
      }
    },
  );
}
