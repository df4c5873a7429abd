import zlib from 'node:zlib';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import sharp from 'sharp';

// Real media files for the upload tests, made in Node (no ffmpeg on CI machines).

export function dataUrl(bytes: Uint8Array, mime: string): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

export function makePng(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/**
 * A 40x20 JPEG as a phone writes it: EXIF with the camera, GPS coordinates (Paris), and
 * orientation 6 (the sensor was turned: viewers rotate it to stand 20x40).
 */
export function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'AcmePhone', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 29/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 40/1',
      },
    })
    .toBuffer();
}

/** A two-frame animated GIF, 16x16 pixels a frame. */
export async function makeAnimatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
    .gif({ delay: [100, 100] })
    .toBuffer();
}

/**
 * A 'decompression bomb': a PNG of a few hundred bytes whose header announces 20000x20000
 * pixels (400 megapixels, gigabytes once decoded).
 */
export async function makePixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(await makePng(1, 1));
  // Signature (8), IHDR length (4) and type (4), then width and height, then the chunk's CRC.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Does this EXIF block point to a GPS IFD (tag 0x8825, either byte order)? */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** Random noise does not compress: a PNG of more than `minBytes`, made in tens of milliseconds. */
export async function makeNoisePng(minBytes: number): Promise<Buffer> {
  const width = 1024;
  const height = Math.ceil(minBytes / (width * 3)) + 8;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i + 4 <= pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface VideoOptions {
  container?: 'mp4' | 'mov' | 'webm';
  frameRate?: number;
  /** QuickTime-style location metadata, as phones write it. */
  location?: string;
}

/**
 * A VP9 video track of `seconds` made of synthetic packets (a frame per second by default). The
 * frames are not decodable pictures, but the container is real: sample tables, durations,
 * key frames, as a demuxer sees them.
 */
export async function makeVideo(seconds: number, options: VideoOptions = {}): Promise<Buffer> {
  const { container = 'mp4', frameRate = 1 } = options;
  const format =
    container === 'webm'
      ? new WebMOutputFormat()
      : container === 'mov'
        ? new MovOutputFormat()
        : new Mp4OutputFormat({ fastStart: 'in-memory' });
  const target = new BufferTarget();
  const output = new Output({ format, target });
  const source = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(source, { frameRate });
  if (options.location) output.setMetadataTags({ raw: { '©xyz': options.location } });
  await output.start();
  const frames = Math.round(seconds * frameRate);
  for (let i = 0; i < frames; i++) {
    const packet = new EncodedPacket(
      new Uint8Array(64).fill(i % 256),
      i % 10 === 0 ? 'key' : 'delta',
      i / frameRate,
      1 / frameRate,
    );
    const meta = i === 0 ? { decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 64, codedHeight: 48 } } : undefined;
    await source.add(packet, meta);
  }
  await output.finalize();
  return Buffer.from(target.buffer!);
}

const CONTAINER_BOXES = new Set(['moov', 'trak', 'mdia']);

/**
 * Rewrites the durations an MP4 header declares (mvhd, tkhd, mdhd) to `seconds`, leaving the
 * sample tables (what actually plays) alone: a file whose header lies about its length.
 */
export function withDeclaredDuration(mp4: Buffer, seconds: number): Buffer {
  const out = Buffer.from(mp4);
  let movieTimescale = 0;
  const visit = (start: number, end: number) => {
    let offset = start;
    while (offset + 8 <= end) {
      const size = out.readUInt32BE(offset);
      const type = out.toString('latin1', offset + 4, offset + 8);
      if (size < 8) break;
      const v1 = out[offset + 8] === 1;
      const times = offset + 12; // after size, type, version and flags
      const write = (at: number, value: number) =>
        v1 ? out.writeBigUInt64BE(BigInt(value), at) : out.writeUInt32BE(value, at);
      if (type === 'mvhd' || type === 'mdhd') {
        const timescaleAt = times + (v1 ? 16 : 8);
        const timescale = out.readUInt32BE(timescaleAt);
        if (type === 'mvhd') movieTimescale = timescale;
        write(timescaleAt + 4, seconds * timescale);
      } else if (type === 'tkhd') {
        // created, modified, track id, reserved, then the duration in the movie's timescale.
        write(times + (v1 ? 16 : 8) + 8, seconds * movieTimescale);
      } else if (CONTAINER_BOXES.has(type)) {
        visit(offset + 8, offset + size);
      }
      offset += size;
    }
  };
  visit(0, out.length);
  return out;
}
