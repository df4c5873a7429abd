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
