/**
 * Makes the demo podcasts' media offline, once: short original MP3 clips (a
 * few synthesized notes, mono, 32 kbps) and square PNG cover art (flat shapes,
 * 1400 px as Apple Podcasts asks). The files are committed under
 * web/public/podcasts; run this again only to change them:
 *
 *   npx tsx services/content/scripts/make-demo-media.ts
 *
 * Then update the byte lengths and durations in src/podcasts/demo-shows.ts
 * (it prints them; a test compares them with the files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { Mp3Encoder } from '@breezystack/lamejs';

const out = resolve(import.meta.dirname, '../../../web/public/podcasts');
const SAMPLE_RATE = 22_050;

/** A melody as (frequency Hz, beats) pairs; 0 Hz is a rest. */
type Melody = Array<[number, number]>;

const CLIPS: Record<string, { melody: Melody; bpm: number }> = {
  // Rising fourths: the Capitol Week theme.
  'capitol-week': { bpm: 104, melody: [[392, 1], [523.25, 1], [587.33, 1], [783.99, 2], [0, 0.5], [659.25, 1], [587.33, 1], [523.25, 2], [0, 0.5], [392, 1], [440, 1], [523.25, 3]] },
  // A steadier, lower line: Follow the Money.
  'follow-the-money': { bpm: 96, melody: [[220, 1], [261.63, 1], [329.63, 1], [261.63, 1], [293.66, 2], [0, 0.5], [246.94, 1], [293.66, 1], [349.23, 1], [329.63, 3]] },
  // Bright and short: The Lansing Minute.
  'lansing-minute': { bpm: 132, melody: [[659.25, 0.5], [783.99, 0.5], [880, 1], [783.99, 0.5], [659.25, 0.5], [587.33, 1], [0, 0.5], [523.25, 0.5], [587.33, 0.5], [659.25, 2]] },
};

function synthesize({ melody, bpm }: { melody: Melody; bpm: number }): Int16Array {
  const beat = 60 / bpm;
  const total = Math.ceil(melody.reduce((sum, [, beats]) => sum + beats * beat, 0) * SAMPLE_RATE) + SAMPLE_RATE / 2;
  const samples = new Float32Array(total);
  let at = 0;
  for (const [frequency, beats] of melody) {
    const length = Math.round(beats * beat * SAMPLE_RATE);
    if (frequency > 0) {
      for (let i = 0; i < length + SAMPLE_RATE / 4 && at + i < total; i += 1) {
        const t = i / SAMPLE_RATE;
        // A soft bell: fundamental plus two overtones, quick attack, exponential decay.
        const envelope = Math.min(1, t * 80) * Math.exp(-3 * t);
        const tone = Math.sin(2 * Math.PI * frequency * t) + 0.35 * Math.sin(4 * Math.PI * frequency * t) + 0.12 * Math.sin(6 * Math.PI * frequency * t);
        samples[at + i] = (samples[at + i] ?? 0) + 0.28 * envelope * tone;
      }
    }
    at += length;
  }
  const pcm = new Int16Array(total);
  for (let i = 0; i < total; i += 1) pcm[i] = Math.max(-1, Math.min(1, samples[i] ?? 0)) * 32_000;
  return pcm;
}

function mp3Of(pcm: Int16Array): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 32);
  const chunks: Buffer[] = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(Buffer.from(encoder.encodeBuffer(pcm.subarray(i, i + 1152))));
  chunks.push(Buffer.from(encoder.flush()));
  return Buffer.concat(chunks);
}

/* PNG: RGB rows, deflated; CRC per chunk. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];
function png(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = pixel(x, y);
      const offset = y * (size * 3 + 1) + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const NAVY: Rgb = [19, 41, 75];
const BLUE: Rgb = [26, 79, 156];
const PAPER: Rgb = [255, 255, 255];
const RED: Rgb = [176, 18, 27];
const GREEN: Rgb = [29, 107, 58];
const YELLOW: Rgb = [242, 193, 46];

const SIZE = 1400;
const COVERS: Record<string, (x: number, y: number) => Rgb> = {
  // A dome on a navy field: the Capitol.
  'capitol-week': (x, y) => {
    const dx = x - 700;
    const dy = y - 820;
    if (y > 820 && y < 1000 && x > 360 && x < 1040) return (x - 360) % 110 < 40 ? PAPER : NAVY;
    if (y >= 1000 && y < 1060 && x > 300 && x < 1100) return PAPER;
    if (dy <= 0 && dx * dx + dy * dy < 300 * 300) return PAPER;
    if (y > 380 && y <= 520 && Math.abs(dx) < 22) return PAPER;
    if (y > 1200) return RED;
    return NAVY;
  },
  // Rising bars on green: the money.
  'follow-the-money': (x, y) => {
    const bars = [520, 700, 860, 1040];
    for (let i = 0; i < bars.length; i += 1) {
      const left = 260 + i * 240;
      if (x >= left && x < left + 160 && y >= 1160 - ((bars[i] ?? 0) - 300) && y < 1160) return i === bars.length - 1 ? YELLOW : PAPER;
    }
    if (y >= 1160 && y < 1190 && x > 200 && x < 1200) return PAPER;
    return GREEN;
  },
  // A clock face on Michigan blue: one minute.
  'lansing-minute': (x, y) => {
    const dx = x - 700;
    const dy = y - 700;
    const r = Math.sqrt(dx * dx + dy * dy);
    if (r > 430 && r < 480) return PAPER;
    if (Math.abs(dx) < 18 && dy < 0 && dy > -360) return PAPER;
    if (Math.abs(dy) < 18 && dx > 0 && dx < 260) return YELLOW;
    if (r < 40) return PAPER;
    return BLUE;
  },
};

mkdirSync(join(out, 'audio'), { recursive: true });
mkdirSync(join(out, 'covers'), { recursive: true });
for (const [name, clip] of Object.entries(CLIPS)) {
  const pcm = synthesize(clip);
  const mp3 = mp3Of(pcm);
  writeFileSync(join(out, 'audio', `${name}.mp3`), mp3);
  console.log(`audio/${name}.mp3: ${mp3.length} bytes, ${Math.round(pcm.length / SAMPLE_RATE)} s`);
}
for (const [name, draw] of Object.entries(COVERS)) {
  const file = png(SIZE, draw);
  writeFileSync(join(out, 'covers', `${name}.png`), file);
  console.log(`covers/${name}.png: ${file.length} bytes`);
}
