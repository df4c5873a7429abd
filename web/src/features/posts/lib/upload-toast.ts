import { POST_TOASTS } from '@common/posts-texts';
import { MESSAGES } from '@common/texts';

/** The toast title for a refused or failed upload (spec section 8: Upload limits, Upload). */
export function uploadErrorTitle(message: string): string {
  switch (message) {
    case MESSAGES.imageTooLarge:
    case MESSAGES.videoTooLarge:
      return POST_TOASTS.fileTooLarge;
    case MESSAGES.onlyImageOrVideo:
      return POST_TOASTS.invalidFileType;
    case MESSAGES.videoTooLong:
      return POST_TOASTS.videoTooLong;
    default:
      return POST_TOASTS.uploadFailed;
  }
}
