const MAX_LOGO_BYTES = 256 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

/** Why the browser will not send this file, or null: the server checks the bytes themselves again. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Choose a PNG or JPEG image.';
  if (file.size > MAX_LOGO_BYTES) return 'A logo can be at most 256 KB.';
  if (file.size === 0) return 'That file is empty.';
  return null;
}
