import type { ImageSizes } from '@common/schemas/media';

/**
 * `srcset` for a photo with smaller copies: each copy by its width, then the original as the widest
 * choice. Undefined without copies (a photo uploaded before they existed): `src` alone then.
 */
export function imageSourceSet(originalUrl: string, sizes: ImageSizes): string | undefined {
  if (sizes.sources.length === 0) return undefined;
  const copies = sizes.sources.filter((s) => s.width < sizes.width).map((s) => `${s.url} ${s.width}w`);
  return [...copies, `${originalUrl} ${sizes.width}w`].join(', ');
}
