import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './appOrigin';

/** A request of the app scheme mapped onto the renderer folder. */
export interface ResolvedAppPath {
  readonly file: string;
  /** True when the path names a route rather than a file, so index.html answers it. */
  readonly spa: boolean;
}

const FORBIDDEN_IN_SEGMENT = /[/\\\0:]/;

/**
 * Maps `app://bundle/<path>` to a file under `root`: a last segment with an extension names
 * a file, any other path is a route answered by index.html. Returns null (a 404) for another
 * scheme or host and for any path that could leave `root`: `..` or `.` segments, also
 * percent-encoded, encoded separators, backslashes, drive letters and NUL bytes. Symlinks are
 * the caller's to check, since this function never touches the disk.
 */
export function resolveAppPath(root: string, url: string): ResolvedAppPath | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/i.exec(url);
  if (!match || match[1].toLowerCase() !== APP_SCHEME || match[2].toLowerCase() !== APP_HOST) return null;
  const segments = decodeSegments(match[3]);
  if (!segments) return null;

  const base = path.resolve(root);
  const last = segments.at(-1) ?? '';
  const spa = path.extname(last) === '';
  const file = spa ? path.join(base, 'index.html') : path.join(base, ...segments);
  return isInside(base, file) ? { file, spa } : null;
}

function decodeSegments(rawPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || FORBIDDEN_IN_SEGMENT.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** True when `file` lies strictly inside `dir` (both absolute and normalised). */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
