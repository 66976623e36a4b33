/**
 * For text someone typed (titles, descriptions, names, messages): a long unbroken word or URL wraps anywhere
 * instead of widening the page, and the text is a bidirectional isolate, so a right-to-left name sits correctly in an
 * English sentence and a stray U+202E (right-to-left override) cannot reverse anything outside it.
 */
export const USER_TEXT_CLASS = 'wrap-anywhere [unicode-bidi:isolate]';

/**
 * The same isolation for a plain string that cannot hold an element (a document title, a select option, a
 * placeholder): First Strong Isolate before, Pop Directional Isolate after, which also ends any override inside.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}
