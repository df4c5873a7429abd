// What other modules use of media: the storage, the upload pipeline, the deletes and the photos' copies.
export { backfillImageVariants } from './backfill-variants';
export { deleteMedia, deleteMediaOwnedBy } from './delete-media';
export { findMediaByKeys, type MediaRow } from './media-repository';
export { type MediaApp, type SavedMedia, saveUpload } from './save-upload';
export { diskStorage, isMediaKey, type MediaStorage } from './storage';
export { sweepOrphanMedia } from './sweep-orphans';
export { variantUrl } from './variants';
