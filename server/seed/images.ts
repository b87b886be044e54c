// The demo's pictures (collectors' and holders' signatures, pickup photos), drawn here as PNG
// so that a fresh database shows real images without shipping binary files.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A truecolour PNG of `width` × `height` whose pixel (x, y) is `colour(x, y)`. */
export function png(width: number, height: number, colour: (x: number, y: number) => Rgb) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(colour(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A pen stroke on white paper: a sum of waves, as a hurried signature. */
export function signature(seed: number) {
  const width = 320;
  const height = 120;
  const stroke = (x: number) =>
    height / 2 +
    28 * Math.sin(x / (14 + seed * 3)) * Math.exp(-x / 400) +
    16 * Math.sin(x / (5 + seed)) +
    (x > 250 ? (x - 250) * 0.3 : 0);
  return png(width, height, (x, y) => {
    const inside = x > 24 && x < 296 && Math.abs(y - stroke(x)) < 2.2;
    return inside ? [23, 37, 84] : [255, 255, 255];
  });
}

/** A pickup photo: a tank (a barrel in the oil's amber) against a tiled wall. */
export function photo(seed: number) {
  const width = 480;
  const height = 360;
  const wall: Rgb = seed % 2 ? [214, 211, 201] : [196, 205, 210];
  return png(width, height, (x, y) => {
    const barrel = Math.abs(x - 240 - seed * 30) < 90 && y > 90 && y < 330;
    if (barrel) {
      const hoop = Math.abs(y - 150) < 4 || Math.abs(y - 270) < 4;
      const shade = 1 - Math.abs(x - 240 - seed * 30) / 160;
      return hoop ? [90, 70, 30] : [Math.round(200 * shade), Math.round(140 * shade), 30];
    }
    if (y > 330) return [120, 110, 100];
    return x % 60 < 2 || y % 40 < 2 ? [170, 170, 165] : wall;
  });
}
