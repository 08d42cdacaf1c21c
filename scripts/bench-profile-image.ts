/**
 * Figures for profile photos (not a test): the time to turn a camera-sized
 * JPEG (4000 x 3000) into the stored 256 px WebP, upright and without
 * metadata; the same with an EXIF rotation; four at once; the output size.
 * Run: npm run bench:photo
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { toProfileImage } from '../src/server/modules/profile-image/image-processing';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 10;

/** Photo-like pixels: smooth gradients with fine noise (pure noise would compress worse than any photo). */
function photoLikeJpeg(orientation?: number): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  const noise = randomBytes(raw.length);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      raw[i] = ((x * 255) / WIDTH + (noise[i]! & 31)) & 255;
      raw[i + 1] = ((y * 255) / HEIGHT + (noise[i + 1]! & 31)) & 255;
      raw[i + 2] = (((x + y) >> 4) + (noise[i + 2]! & 31)) & 255;
    }
  }
  const image = sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.8)
    .jpeg({ quality: 88 });
  return (orientation ? image.withExif({ IFD0: { Orientation: String(orientation) } }) : image).toBuffer();
}

async function median(input: Buffer): Promise<number> {
  await toProfileImage(input); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await toProfileImage(input);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const plain = await photoLikeJpeg();
const rotated = await photoLikeJpeg(6);
console.log(`input: ${WIDTH}x${HEIGHT} JPEG, ${(plain.length / 1e6).toFixed(1)} MB`);
console.log(`one photo, median of ${RUNS}:       ${(await median(plain)).toFixed(0)} ms`);
console.log(`with EXIF orientation 6, median:    ${(await median(rotated)).toFixed(0)} ms`);
const start = performance.now();
await Promise.all([1, 2, 3, 4].map(() => toProfileImage(plain)));
console.log(`four at once, total:                ${(performance.now() - start).toFixed(0)} ms`);
console.log(`stored WebP:                        ${((await toProfileImage(plain)).length / 1024).toFixed(1)} KB`);
