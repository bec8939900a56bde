/**
 * Makes the sample photographs the site ships with, so that the image pipeline is exercised by the
 * real site: two portraits and three project pictures. They are drawn, not taken: the people are
 * faceless figures (no real person is shown), the project pictures are the projects' illustrated
 * pages, each on its own ground. (They stood on one monitor on one desk, which made the three
 * pictures look alike.) Soft focus and film grain make them behave like photographs when encoded.
 * Seeded, so the same files come out every time: `npx tsx scripts/make-sample-photos.ts`.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

interface Person {
  file: string;
  width: number;
  height: number;
  /** Wall, window light and the colour of the things on the shelves behind. */
  room: { wall: string; light: string; shelf: string; accents: string[] };
  skin: string;
  hair: string;
  /** The jacket or top, and what shows at the neck. */
  top: string;
  collar: string;
}

const PEOPLE: Person[] = [
  {
    file: 'public/images/people/founder.jpg',
    width: 1600,
    height: 2000,
    room: { wall: '#d9d2c5', light: '#fff6e3', shelf: '#8a6e52', accents: ['#3f6f8f', '#c28f4a', '#6f8f5a', '#a14f3f'] },
    skin: '#c99878',
    hair: '#3b2a20',
    top: '#1f2b3d',
    collar: '#f2f0ea',
  },
  {
    file: 'public/images/people/clinic-owner.jpg',
    width: 1200,
    height: 1200,
    room: { wall: '#dfe9e8', light: '#ffffff', shelf: '#b8c7c5', accents: ['#0e7c7b', '#e9b44c', '#7fa7c9', '#9cc9a0'] },
    skin: '#8d5f45',
    hair: '#1e1713',
    top: '#137c7a',
    collar: '#0f6160',
  },
];

const PROJECTS = ['clinic-website', 'program-directory', 'services-refresh'].map((name) => ({
  file: `public/images/projects/${name}.jpg`,
  screen: `pipeline/images/sample-screens/${name}.svg`,
}));

/** A small, fast pseudo-random sequence: the same seed gives the same grain. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Shelves, books and out-of-focus lights behind the person: blurred later, so shapes can be rough. */
function roomSvg({ width, height, room }: Person, next: () => number): string {
  const shelves = [0.22, 0.45, 0.68].map((y) => `<rect x="0" y="${y * height}" width="${width}" height="${height * 0.018}" fill="${room.shelf}"/>`);
  const books = [0.22, 0.45, 0.68].flatMap((y) =>
    Array.from({ length: 14 }, (_, index) => {
      const w = width * (0.02 + next() * 0.03);
      const h = height * (0.08 + next() * 0.07);
      const x = (index / 14) * width + next() * width * 0.03;
      return `<rect x="${x}" y="${y * height - h}" width="${w}" height="${h}" fill="${room.accents[index % room.accents.length]}" opacity="${0.55 + next() * 0.35}"/>`;
    }),
  );
  const lights = Array.from({ length: 12 }, () => `<circle cx="${next() * width}" cy="${next() * height * 0.5}" r="${width * (0.02 + next() * 0.05)}" fill="${room.light}" opacity="${0.25 + next() * 0.35}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="window" cx="0.15" cy="0.1" r="0.9"><stop offset="0" stop-color="${room.light}"/><stop offset="1" stop-color="${room.wall}"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#window)"/>
    ${shelves.join('')}${books.join('')}${lights.join('')}
    <ellipse cx="${width * 0.9}" cy="${height * 0.85}" rx="${width * 0.16}" ry="${height * 0.25}" fill="#4f7a48" opacity="0.7"/>
  </svg>`;
}

/** A head and shoulders without a face, lit from the window on the left. */
function figureSvg({ width, height, skin, hair, top, collar }: Person): string {
  const cx = width / 2;
  const unit = Math.min(width, height / 1.1);
  const headY = height * 0.36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="skin" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></radialGradient>
      <linearGradient id="cloth" x1="0" x2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>
    </defs>
    <path d="M${cx - unit * 0.46} ${height} C${cx - unit * 0.44} ${headY + unit * 0.42} ${cx - unit * 0.2} ${headY + unit * 0.3} ${cx} ${headY + unit * 0.3} S${cx + unit * 0.44} ${headY + unit * 0.42} ${cx + unit * 0.46} ${height} Z" fill="${top}"/>
    <path d="M${cx - unit * 0.46} ${height} C${cx - unit * 0.44} ${headY + unit * 0.42} ${cx - unit * 0.2} ${headY + unit * 0.3} ${cx} ${headY + unit * 0.3} S${cx + unit * 0.44} ${headY + unit * 0.42} ${cx + unit * 0.46} ${height} Z" fill="url(#cloth)"/>
    <path d="M${cx - unit * 0.09} ${headY + unit * 0.3} L${cx} ${headY + unit * 0.5} L${cx + unit * 0.09} ${headY + unit * 0.3} Z" fill="${collar}"/>
    <rect x="${cx - unit * 0.07}" y="${headY + unit * 0.1}" width="${unit * 0.14}" height="${unit * 0.22}" rx="${unit * 0.05}" fill="${skin}"/>
    <ellipse cx="${cx}" cy="${headY}" rx="${unit * 0.15}" ry="${unit * 0.19}" fill="${skin}"/>
    <ellipse cx="${cx}" cy="${headY}" rx="${unit * 0.15}" ry="${unit * 0.19}" fill="url(#skin)"/>
    <path d="M${cx - unit * 0.16} ${headY - unit * 0.02} C${cx - unit * 0.18} ${headY - unit * 0.26} ${cx + unit * 0.18} ${headY - unit * 0.28} ${cx + unit * 0.16} ${headY - unit * 0.01} C${cx + unit * 0.1} ${headY - unit * 0.14} ${cx - unit * 0.08} ${headY - unit * 0.15} ${cx - unit * 0.16} ${headY - unit * 0.02} Z" fill="${hair}"/>
  </svg>`;
}

/** Monochrome grain, as a film or a small sensor gives, laid over the picture. */
async function withGrain(picture: Buffer, width: number, height: number, seed: number): Promise<Buffer> {
  const next = random(seed);
  const noise = Buffer.alloc(width * height);
  for (let index = 0; index < noise.length; index++) noise[index] = 128 + Math.round((next() + next() + next() - 1.5) * 40);
  const grain = await sharp(noise, { raw: { width, height, channels: 1 } }).png().toBuffer();
  return sharp(picture).composite([{ input: grain, blend: 'soft-light' }]).toBuffer();
}

async function save(file: string, picture: Buffer) {
  await mkdir(dirname(file), { recursive: true });
  await sharp(picture).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  console.log(`wrote ${file}`);
}

async function portrait(person: Person, seed: number) {
  const { width, height } = person;
  const room = await sharp(Buffer.from(roomSvg(person, random(seed)))).blur(width / 60).toBuffer();
  const figure = await sharp(Buffer.from(figureSvg(person))).blur(1.2).toBuffer();
  const picture = await sharp(room).composite([{ input: figure }]).png().toBuffer();
  await save(person.file, await withGrain(picture, width, height, seed));
}

async function projectPicture({ file, screen }: (typeof PROJECTS)[number], seed: number) {
  const width = 1600;
  const height = 1000;
  const scene = await sharp(readFileSync(screen), { density: 300 }).resize(width, height).blur(0.6).png().toBuffer();
  await save(file, await withGrain(scene, width, height, seed));
}

await Promise.all([...PEOPLE.map((person, index) => portrait(person, index + 1)), ...PROJECTS.map((project, index) => projectPicture(project, index + 11))]);
