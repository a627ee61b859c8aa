/** The names closest to a mistyped one (by edit distance), for error messages that offer what was meant. */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function nearestNames(name: string, names: Iterable<string>, count = 3): string[] {
  return [...names]
    .map((candidate) => ({candidate, score: distance(name.toLowerCase(), candidate.toLowerCase())}))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({candidate}) => candidate);
}
