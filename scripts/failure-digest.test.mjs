import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest.mjs';

describe('failureDigest', () => {
  it("names jest's failed stories with their message, without the console blocks", () => {
    const output = [
      '\x1b[1m\x1b[31m FAIL \x1b[39m\x1b[22m browser: chromium stories/pages/PageTemplates.stories.tsx (140.9 s)',
      '  ● Console',
      '    console.log',
      '      No accessibility violations detected!',
      '  ● Pages/Templates › Home › play-test',
      '',
      '    page.evaluate: StorybookTestRunnerError:',
      '    Message:',
      '     Unable to find an accessible element with the role "contentinfo"',
      'Tests:       1 failed, 251 passed, 252 total',
    ].join('\n');
    const digest = failureDigest(output, { after: 3 });
    expect(digest[0]).toBe(' FAIL  browser: chromium stories/pages/PageTemplates.stories.tsx (140.9 s)');
    expect(digest).toContain('  ● Pages/Templates › Home › play-test');
    expect(digest).toContain('     Unable to find an accessible element with the role "contentinfo"');
    expect(digest).not.toContain('  ● Console');
    expect(digest.join('\n')).not.toContain('\x1b[');
  });

  it("names vitest's failed tests and the journeys' FAIL lines, and nothing when all passed", () => {
    const vitest =
      ' FAIL  test/checkout.test.ts > stock > two carts\nAssertionError: expected [ 1, 2 ] to have a length of 1\n ✓ other';
    expect(failureDigest(vitest)).toEqual([
      ' FAIL  test/checkout.test.ts > stock > two carts',
      'AssertionError: expected [ 1, 2 ] to have a length of 1',
      ' ✓ other',
    ]);
    const e2e = '[e2e 12 s] ok   cart journey 100 ms\n[e2e 20 s] FAIL checkout journey\n     Timeout 30000ms exceeded';
    expect(failureDigest(e2e)).toEqual(['[e2e 20 s] FAIL checkout journey', '     Timeout 30000ms exceeded']);
    expect(failureDigest('[e2e 1 s] ok   a\n ✓ b\nTests: 3 passed')).toEqual([]);
  });

  it('stops at its limit', () => {
    const output = Array.from({ length: 50 }, (_, i) => ` FAIL  t${i}.test.ts > x\nError ${i}`).join('\n');
    expect(failureDigest(output, { limit: 10 })).toHaveLength(10);
  });
});
