/**
 * List entries (skills and similar, spec section 5): trimmed, empty ignored. A repeated entry
 * (ignoring case) is ignored too, so pressing Enter twice does not add it twice.
 */
export function addListEntry(list: readonly string[], raw: string): string[] {
  const entry = raw.trim();
  if (!entry) return [...list];
  if (list.some((existing) => existing.toLocaleLowerCase() === entry.toLocaleLowerCase())) return [...list];
  return [...list, entry];
}

export function removeListEntry(list: readonly string[], index: number): string[] {
  return list.filter((_, position) => position !== index);
}

/** Every entry trimmed, empties dropped: what is sent to the server. */
export function cleanList(list: readonly string[]): string[] {
  return list.map((entry) => entry.trim()).filter(Boolean);
}
