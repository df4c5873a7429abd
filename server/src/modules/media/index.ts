// Media (D8): uploads' storage (disk today, behind an interface an object store implements), the
// upload pipeline, serving, the deletes and the photos' copies, with their routes. What other
// modules use of it:

export { backfillImageVariants } from './backfill-variants';
export { deleteMedia, deleteMediaOwnedBy } from './delete-media';
export { STORED_FORMATS } from './formats';
export { findMediaByKeys, type MediaRow } from './media-repository';
export { mediaRoutes } from './routes';
export { type MediaApp, type SavedMedia, saveUpload } from './save-upload';
export { diskStorage, isMediaKey, type MediaStorage, newMediaKey } from './storage';
export { sweepOrphanMedia } from './sweep-orphans';
export { variantUrl } from './variants';
