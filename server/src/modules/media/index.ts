// Media (D8): uploads' storage (the disk, or an S3-compatible bucket: issue 36), the
// upload pipeline, serving, the deletes and the photos' copies, with their routes. What other
// modules use of it:

export { backfillImageVariants } from './backfill-variants';
export { createMediaStorage } from './create-storage';
export { deleteMedia, deleteMediaOwnedBy } from './delete-media';
export { diskFiles, diskStorage } from './disk-storage';
export { STORED_FORMATS } from './formats';
export { findMediaByKeys, type MediaRow } from './media-repository';
export { mediaRoutes } from './routes';
export { type MediaApp, type SavedMedia, saveUpload } from './save-upload';
export { extensionOfKey, isMediaKey, type MediaStorage, newMediaKey, StorageUnavailable } from './storage';
export { sweepOrphanMedia } from './sweep-orphans';
export { variantUrl } from './variants';
