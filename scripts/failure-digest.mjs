// What a failed suite's output says failed, for the end of `npm test`'s log (scripts/test.mjs): a CI
// log is read from its end, and the parallel suites print their output long before the run ends.

/**
 * The lines of a suite's output that say what failed (vitest's and jest's FAIL and ● headings, the
 * journeys' FAIL lines), each with the few lines after it, so the end of a long log names them.
 */
export function failureDigest(output, { after = 6, limit = 80 } = {}) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const heading = /^\s*(FAIL\b|● (?!Console)|✕|×)|\] FAIL /;
  // Where the lines about one failure end: the next failure, or jest's console block.
  const boundary = (line) => heading.test(line) || /^\s*● Console/.test(line);
  const picked = [];
  for (let i = 0; i < lines.length && picked.length < limit; i++) {
    if (!heading.test(lines[i])) continue;
    picked.push(lines[i]);
    for (let j = i + 1, taken = 0; j < lines.length && taken < after && !boundary(lines[j]); j++) {
      if (!lines[j].trim()) continue;
      picked.push(lines[j]);
      taken++;
    }
  }
  return picked.slice(0, limit);
}
