// The message for a field name the schema does not know: the known name it is closest to
// ("populr" → "popular"), or the list of the known names. Both content checks use it.

/** How many single-letter edits turn one word into another. */
function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** "unknown field; did you mean "popular"?", or the names the group allows. */
export function unknownField(name: string, allowed: readonly string[]): string {
  const closest = allowed
    .map((candidate) => ({ candidate, distance: editDistance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)[0];
  if (closest && closest.distance <= Math.max(1, Math.floor(closest.candidate.length / 3))) {
    return `unknown field; did you mean "${closest.candidate}"?`;
  }
  return allowed.length ? `unknown field; the fields here are: ${allowed.join(', ')}` : 'unknown field';
}
