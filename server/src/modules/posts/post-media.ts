import { POST_MESSAGES } from '@common/posts-texts';
import type { MediaKind } from '@common/schemas/media';
import type { CreatePostBody } from '@common/schemas/posts';
import { badRequest } from '../../lib/http-errors';
import { findMediaByKeys, type MediaApp } from '../media';
import { isMediaKeyInUse } from './posts-repository';

export interface Attachment {
  url: string;
  key: string;
}

/**
 * The post's image or video, checked against the media records (D8): the member must have
 * uploaded it, it must be of the kind it is attached as, and no other post or profile may use it
 * (deleting this post deletes the file). The stored URL is the one the storage gives for the key,
 * never the URL the client sent.
 */
export async function resolveAttachments(
  app: MediaApp,
  userId: number,
  body: Pick<CreatePostBody, 'imageKey' | 'videoKey'>,
): Promise<{ image: Attachment | null; video: Attachment | null }> {
  return {
    image: body.imageKey ? await resolveOne(app, userId, body.imageKey, 'image', 'imageKey') : null,
    video: body.videoKey ? await resolveOne(app, userId, body.videoKey, 'video', 'videoKey') : null,
  };
}

async function resolveOne(
  app: MediaApp,
  userId: number,
  key: string,
  kind: MediaKind,
  field: 'imageKey' | 'videoKey',
): Promise<Attachment> {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  const [media] = await findMediaByKeys(app.db, [key]);
  if (!media || media.user_id !== userId) throw refuse(POST_MESSAGES.mediaNotYours);
  if (media.kind !== kind) {
    throw refuse(kind === 'image' ? POST_MESSAGES.mediaWrongKind : POST_MESSAGES.videoWrongKind);
  }
  if (await isMediaKeyInUse(app.db, key)) throw refuse(POST_MESSAGES.mediaInUse);
  return { key, url: app.media.urlFor(key) };
}
