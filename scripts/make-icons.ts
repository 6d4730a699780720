/**
 * Draws the app icon (a white airliner, seen from above, on a blue rounded square) as
 * assets/icon.svg and as PNGs rasterised here in plain Node, so the icon set can be remade anywhere
 * with `node scripts/make-icons.ts`: assets/icon.png (1024 px, for macOS and Windows) and
 * assets/icons/<n>x<n>.png (Linux). electron-builder converts them to .icns and .ico.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodePng } from '../src-server/seed/png.ts';

const ASSETS = join(import.meta.dirname, '..', 'assets');
const LINUX_SIZES = [16, 32, 48, 64, 128, 256, 512];

/** The airliner, nose up, in a 0..1 box. */
const PLANE: readonly (readonly [number, number])[] = [
  [0.5, 0.13],
  [0.535, 0.19],
  [0.545, 0.4],
  [0.85, 0.56],
  [0.85, 0.62],
  [0.545, 0.53],
  [0.54, 0.72],
  [0.645, 0.8],
  [0.645, 0.85],
  [0.52, 0.82],
  [0.5, 0.87],
  [0.48, 0.82],
  [0.355, 0.85],
  [0.355, 0.8],
  [0.46, 0.72],
  [0.455, 0.53],
  [0.15, 0.62],
  [0.15, 0.56],
  [0.455, 0.4],
  [0.465, 0.19],
];
const CORNER = 0.22;
const TOP = [0x25, 0x63, 0xeb] as const;
const BOTTOM = [0x1e, 0x3a, 0x8a] as const;

function svg(): string {
  const points = PLANE.map(([x, y]) => `${x * 1024},${y * 1024}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="1024" height="1024">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2563eb"/>
      <stop offset="1" stop-color="#1e3a8a"/>
    </linearGradient>
  </defs>
  <rect width="1024" height="1024" rx="${CORNER * 1024}" fill="url(#sky)"/>
  <polygon points="${points}" fill="#ffffff"/>
</svg>
`;
}

function insidePlane(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = PLANE.length - 1; i < PLANE.length; j = i++) {
    const [xi, yi] = PLANE[i]!;
    const [xj, yj] = PLANE[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, CORNER), 1 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 1 - CORNER);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

/** RGBA pixels of the icon at `size`, 4x4 supersampled for smooth edges. */
function rasterise(size: number): Buffer {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let plane = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!insideRoundedSquare(x, y)) continue;
          if (insidePlane(x, y)) plane++;
          else background++;
        }
      }
      const total = samples * samples;
      const coverage = (background + plane) / total;
      const offset = (py * size + px) * 4;
      if (coverage === 0) continue;
      const t = py / Math.max(1, size - 1);
      const white = plane / (background + plane);
      for (let channel = 0; channel < 3; channel++) {
        const sky = TOP[channel]! + (BOTTOM[channel]! - TOP[channel]!) * t;
        pixels[offset + channel] = Math.round(sky * (1 - white) + 255 * white);
      }
      pixels[offset + 3] = Math.round(coverage * 255);
    }
  }
  return pixels;
}

function png(size: number): Buffer {
  return encodePng(size, size, 4, rasterise(size), 9);
}

await mkdir(join(ASSETS, 'icons'), { recursive: true });
await writeFile(join(ASSETS, 'icon.svg'), svg());
await writeFile(join(ASSETS, 'icon.png'), png(1024));
for (const size of LINUX_SIZES) {
  await writeFile(join(ASSETS, 'icons', `${size}x${size}.png`), png(size));
}
console.log(`Icons written to ${ASSETS}`);
