/**
 * A minimal PNG encoder (8-bit RGB or RGBA, no interlace, no filter on any row): enough for the
 * demo photos (files.ts) and the app icons (scripts/make-icons.ts) without an image package.
 */
import { constants, crc32, deflateSync } from 'node:zlib';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The PNG colour type by bytes per pixel: 2 truecolour, 6 truecolour with alpha. */
const COLOUR_TYPE = { 3: 2, 4: 6 } as const;

/** One chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * The PNG of `pixels`: `height` rows of `width` pixels, top to bottom, `channels` bytes each (RGB
 * or RGBA); `level` is zlib's compression level.
 */
export function encodePng(
  width: number,
  height: number,
  channels: 3 | 4,
  pixels: Buffer,
  level: number = constants.Z_DEFAULT_COMPRESSION,
): Buffer {
  const stride = width * channels;
  const rows = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    // Filter type 0 (none) at the start of each row.
    pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOUR_TYPE[channels], 0, 0, 0], 8); // 8 bits a channel, no interlace
  return Buffer.concat([
    Buffer.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
