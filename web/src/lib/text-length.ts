import { formatCount, plural } from './plural';

/** The whitespace the services trim from both ends of a text (cw::text::trim). */
const EDGE_WHITESPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;

/**
 * The length of a text as the services count it: Unicode code points (an emoji is one, not two UTF-16 units),
 * after trimming spaces, tabs and line breaks from both ends.
 */
export function characterCount(text: string): number {
  return Array.from(text.replace(EDGE_WHITESPACE, '')).length;
}

export function isTooLong(text: string, limit: number): boolean {
  return characterCount(text) > limit;
}

/** 'This is 35 characters too long (at most 5,000).' */
export function tooLongMessage(count: number, limit: number): string {
  return `This is ${plural(count - limit, 'character')} too long (at most ${formatCount(limit)}).`;
}

/** The too-long message for a text over its limit, else undefined. */
export function lengthError(text: string, limit: number): string | undefined {
  const count = characterCount(text);
  return count > limit ? tooLongMessage(count, limit) : undefined;
}

/** Where a text stands against its limit, for a character counter. */
export interface LengthState {
  count: number;
  limit: number;
  /** Negative once over the limit. */
  remaining: number;
  over: boolean;
  /** Within the last tenth of the limit (at least the last 10 characters), or over it. */
  nearLimit: boolean;
}

export function lengthState(text: string, limit: number): LengthState {
  const count = characterCount(text);
  const remaining = limit - count;
  return { count, limit, remaining, over: remaining < 0, nearLimit: remaining <= Math.max(10, Math.ceil(limit / 10)) };
}

/** What a screen reader hears: nothing until the text nears its limit, then what is left or how much is too much. */
export function lengthAnnouncement(state: LengthState): string {
  if (state.over) return `${plural(-state.remaining, 'character')} too many`;
  if (state.nearLimit) return `${plural(state.remaining, 'character')} left`;
  return '';
}
