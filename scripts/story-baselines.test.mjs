import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserChangeNote, readBaselineBrowser, writeBaselineBrowser } from './story-baselines.mjs';

describe('browserChangeNote', () => {
  it('says nothing when this run uses the Chromium the baselines were recorded with', () => {
    expect(browserChangeNote('150.0.7871.100', '150.0.7871.100')).toBeNull();
  });

  it('names both versions and the command that re-records, in one line', () => {
    const note = browserChangeNote('150.0.7871.100', '151.0.7900.12');
    expect(note).toContain('recorded with Chromium 150.0.7871.100');
    expect(note).toContain('this run uses Chromium 151.0.7900.12');
    expect(note).toContain('npm run test:stories -- -u');
    expect(note).not.toContain('\n');
  });

  it('says so when the baselines name no version', () => {
    expect(browserChangeNote(null, '150.0.7871.100')).toContain('a Chromium they do not name');
  });
});

describe('the recorded version', () => {
  it('is read back as written, and absent before', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'baselines-')), 'chromium.json');
    expect(readBaselineBrowser(file)).toBeNull();
    writeBaselineBrowser('150.0.7871.100', file);
    expect(readBaselineBrowser(file)).toBe('150.0.7871.100');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ chromium: '150.0.7871.100' });
  });
});
