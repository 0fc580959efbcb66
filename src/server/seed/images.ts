import { createHash } from 'node:crypto';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { UPLOADS_URL_PREFIX } from '../../shared/api/uploads';
import { previewPathOf } from '../../shared/domain/uploadPath';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { imageCodec } from '../modules/uploads/index';
import { makePreview } from '../modules/uploads/index';
import type { Db } from '../db/connection';
import { uploads } from '../db/schema';

/** Tag of the uploads the seed makes; the label and hue that draw each follow it. */
const DEMO_TAG = 'demo';
/** Folder of the demo images under the uploads folder (a fixed month: the names never change). */
const DEMO_FOLDER = '2000/01';

/** One demo image: what it says and its colour. */
export interface DemoImage {
  readonly label: string;
  readonly hue: number;
}

const key = ({ label, hue }: DemoImage) => `${label}\u0000${hue % 360}`;

/** The stored path of a demo image: the same for the same label and colour, so seeds are repeatable. */
export function demoImagePath(image: DemoImage): string {
  const name = createHash('sha256').update(key(image)).digest('hex').slice(0, 32);
  return `${UPLOADS_URL_PREFIX}${DEMO_FOLDER}/${name}.png`;
}

/**
 * Collects the demo images a seed uses: `use` answers the stored path at once (rows can name
 * it), `flush` draws the files and records them in the uploads table like real uploads.
 */
export class DemoImages {
  private readonly used = new Map<string, DemoImage>();

  use(label: string, hue: number): string {
    const image = { label: label.replace(/[^A-Za-z0-9 #-]/g, '').slice(0, 12), hue: hue % 360 };
    this.used.set(demoImagePath(image), image);
    return demoImagePath(image);
  }

  /** Writes every image used so far into `uploadsDir` and records them as uploads of `userId`. */
  async flush(db: Db, uploadsDir: string | undefined, userId: number): Promise<void> {
    const images = [...this.used.entries()];
    if (uploadsDir) await Promise.all(images.map(([, image]) => writeDemoImage(uploadsDir, image)));
    const rows = images.map(([file, image]) => ({
      path: file,
      previewPath: previewPathOf(file),
      userId,
      type: 'product',
      tags: [DEMO_TAG, image.label, String(image.hue)],
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insert(uploads)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing();
    }
  }
}

/** A 400 × 300 PNG: the hue as background, the label in white. */
export async function drawDemoImage({ label, hue }: DemoImage): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">` +
    `<rect width="400" height="300" fill="hsl(${hue},55%,62%)"/>` +
    `<rect x="${(hue * 7) % 300}" y="${(hue * 3) % 200}" width="100" height="100" fill="hsl(${(hue + 180) % 360},60%,40%)"/>` +
    `<text x="200" y="165" font-family="sans-serif" font-size="40" fill="white" text-anchor="middle">${label}</text></svg>`;
  const sharp = await imageCodec();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes a demo image and its thumbnail where either is missing, each whole or not at all: a
 * file found present is never one another process is still writing.
 */
async function writeDemoImage(uploadsDir: string, image: DemoImage): Promise<void> {
  const original = demoImagePath(image);
  const fileOf = (publicPath: string) => path.join(uploadsDir, publicPath.slice(UPLOADS_URL_PREFIX.length));
  const [file, preview] = [fileOf(original), fileOf(previewPathOf(original))];
  const [hasFile, hasPreview] = await Promise.all([exists(file), exists(preview)]);
  if (hasFile && hasPreview) return;
  const data = await drawDemoImage(image);
  await mkdir(path.dirname(file), { recursive: true });
  if (!hasFile) await writeFileAtomically(file, data);
  if (!hasPreview) await writeFileAtomically(preview, await makePreview(data));
}

/**
 * Draws the demo images a seeded database names but `uploadsDir` lacks (a database copied
 * without its uploads folder, as the API tests do): the uploads table says what each shows.
 */
export async function restoreDemoImages(db: Db, uploadsDir: string): Promise<number> {
  const rows = await db
    .select({ tags: uploads.tags })
    .from(uploads)
    .where(inArray(uploads.type, ['product']));
  const images = rows.flatMap(({ tags }) =>
    tags?.[0] === DEMO_TAG && tags.length === 3 ? [{ label: tags[1], hue: Number(tags[2]) }] : [],
  );
  await Promise.all(images.map((image) => writeDemoImage(uploadsDir, image)));
  return images.length;
}
