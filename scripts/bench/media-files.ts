// The files bench:media uploads: a photo just under the 5 MB limit and a 49 MB video, made fresh
// each run so that nothing binary is kept in the repository.
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from 'mediabunny';
import sharp from 'sharp';

/** A JPEG of noise just under the 5 MB photo limit (noise does not compress). */
export async function makePhoto(): Promise<Buffer> {
  const [width, height] = [2800, 2100];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i + 4 <= pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  for (let quality = 92; ; quality -= 4) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 4.9 * 1024 * 1024) return jpeg;
  }
}

/** A valid 40-second MP4 of about 49 MB (synthetic VP9 packets, as upload-video.test.ts makes). */
export async function makeVideo(): Promise<Buffer> {
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const source = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(source, { frameRate: 30 });
  await output.start();
  const frames = 40 * 30;
  const packetBytes = Math.floor((49 * 1024 * 1024) / frames);
  for (let i = 0; i < frames; i++) {
    const data = new Uint8Array(packetBytes);
    for (let j = 0; j < data.length; j += 997) data[j] = (i + j) % 256;
    const packet = new EncodedPacket(data, i % 30 === 0 ? 'key' : 'delta', i / 30, 1 / 30);
    const meta =
      i === 0 ? { decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 1280, codedHeight: 720 } } : undefined;
    await source.add(packet, meta);
  }
  await output.finalize();
  return Buffer.from(target.buffer!);
}
