import { z } from 'zod';
import { MEDIA_MESSAGES, parseDataUrl } from './media';

// The upload routes' request and response schemas (the rules themselves are in ./media.ts).

/** Both endpoints take the spec's JSON body. `fileName` and `fileType` are informative only. */
export const uploadBodySchema = z.object({
  fileData: z.string({ error: MEDIA_MESSAGES.badDataUrl }).transform((value, ctx) => {
    const parsed = parseDataUrl(value);
    if (!parsed || parsed.base64.length === 0) {
      ctx.addIssue({ code: 'custom', message: MEDIA_MESSAGES.badDataUrl });
      return z.NEVER;
    }
    return parsed;
  }),
  fileName: z.string().max(1000).nullish(),
  fileType: z.string().max(255).nullish(),
});
export type UploadBodyInput = z.input<typeof uploadBodySchema>;

export const uploadResponseSchema = z.object({
  url: z.string(),
  key: z.string(),
  kind: z.enum(['image', 'video']),
  contentType: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * How the app hands out its files (GET /api/config/media): `linkSeconds`, how long at least each
 * link that /uploads/<key> redirects to stays good (S3_PUBLIC_URL), or null when the app serves
 * the files itself and its addresses never expire. A page holding a video longer asks again.
 */
export const mediaConfigSchema = z.object({
  linkSeconds: z
    .int()
    .positive()
    .nullable()
    .describe('Seconds each link behind /uploads/ stays good at least (S3_PUBLIC_URL); null: the app serves the files'),
});
export type MediaConfig = z.infer<typeof mediaConfigSchema>;
