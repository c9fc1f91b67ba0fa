// Draws the app icons (public/icons/icon-192.png, icon-512.png): the Lotus flower on the site's
// ink background, full bleed so phones may mask it to any shape. PNG written by hand (zlib only),
// so nothing is downloaded. Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const INK = [10, 16, 32];
const ROSE = [244, 87, 127];
const DEEP = [217, 61, 103];
const GOLD = [234, 178, 58];

/** Inside an ellipse centred at (cx, cy) with radii (rx, ry), turned by `angle` radians. */
function inEllipse(x, y, cx, cy, rx, ry, angle) {
  const dx = x - cx;
  const dy = y - cy;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const u = dx * c + dy * s;
  const v = -dx * s + dy * c;
  return (u * u) / (rx * rx) + (v * v) / (ry * ry) <= 1;
}

/** The colour at a point of the unit square. */
function colourAt(x, y) {
  if (inEllipse(x, y, 0.5, 0.47, 0.11, 0.24, 0)) return ROSE;
  if (inEllipse(x, y, 0.36, 0.55, 0.08, 0.2, -0.85) || inEllipse(x, y, 0.64, 0.55, 0.08, 0.2, 0.85)) return DEEP;
  const arc = Math.hypot(x - 0.5, y - 0.42);
  if (y > 0.66 && arc > 0.33 && arc < 0.36 && Math.abs(x - 0.5) < 0.22) return GOLD;
  return INK;
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function drawPng(size) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
          for (let i = 0; i < 3; i++) sum[i] += colour[i];
        }
      }
      for (let i = 0; i < 3; i++) row[1 + px * 3 + i] = Math.round(sum[i] / (samples * samples));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

for (const size of [192, 512]) writeFileSync(new URL(`../public/icons/icon-${size}.png`, import.meta.url), drawPng(size));
