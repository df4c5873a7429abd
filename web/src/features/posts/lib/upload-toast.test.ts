import { POST_TOASTS } from '@common/posts-texts';
import { MESSAGES } from '@common/texts';
import { expect, it } from 'vitest';
import { uploadErrorTitle } from './upload-toast';

it.each([
  [MESSAGES.imageTooLarge, POST_TOASTS.fileTooLarge],
  [MESSAGES.videoTooLarge, POST_TOASTS.fileTooLarge],
  [MESSAGES.onlyImageOrVideo, POST_TOASTS.invalidFileType],
  [MESSAGES.videoTooLong, POST_TOASTS.videoTooLong],
  ['This image could not be read.', POST_TOASTS.uploadFailed],
])('an upload refused with "%s" is titled "%s"', (message, title) => {
  expect(uploadErrorTitle(message)).toBe(title);
});
