import { describe, expect, it } from 'vitest';
import { parsePostDate } from './BlogCard';

describe('parsePostDate', () => {
  it('reads a date-only string as that calendar day in UTC, whatever the local timezone', () => {
    expect(parsePostDate('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('accepts full timestamps and rejects nonsense', () => {
    expect(parsePostDate('2026-03-01T10:30:00Z')?.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(parsePostDate('soon')).toBeNull();
  });
});
