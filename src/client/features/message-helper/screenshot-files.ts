import { SCREENSHOT_MAX_BYTES, SCREENSHOTS_MAX } from '../../../shared/conversation';

/** What the screenshot reader takes (the server checks the bytes themselves). */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The file input's `accept`: named types, so a phone converts a HEIC photo to JPEG as it hands it over. */
export const SCREENSHOT_ACCEPT = SCREENSHOT_TYPES.join(',');

const SCREENSHOT_MAX_MB = Math.round(SCREENSHOT_MAX_BYTES / (1024 * 1024));

/** Why the browser refuses one file before anything is sent, or null when it may be read. */
export function screenshotProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a PNG, JPEG or WebP image.`;
  }
  if (file.size > SCREENSHOT_MAX_BYTES) {
    return `"${file.name}" is over ${SCREENSHOT_MAX_MB} MB. Crop it or take a smaller screenshot.`;
  }
  return null;
}

/**
 * The files that fit beside the `held` ones, in the order given, and one message for the rest (null when every
 * file was taken).
 */
export function takeScreenshots<F extends Pick<File, 'name' | 'type' | 'size'>>(
  held: number,
  incoming: readonly F[],
): { taken: F[]; problem: string | null } {
  const taken: F[] = [];
  const problems: string[] = [];
  let full = false;
  for (const file of incoming) {
    const problem = screenshotProblem(file);
    if (problem) problems.push(problem);
    else if (held + taken.length >= SCREENSHOTS_MAX) full = true;
    else taken.push(file);
  }
  if (full) problems.push(`Up to ${SCREENSHOTS_MAX} screenshots of one chat: remove one to add another.`);
  return { taken, problem: problems.length ? problems.join(' ') : null };
}

/** The files of a paste or a drop (none for pasted text); `takeScreenshots` refuses what is not an image. */
export function filesOf(data: { files: FileList | null } | null | undefined): File[] {
  return Array.from(data?.files ?? []);
}
