import { describe, expect, it } from 'vitest';
import { madeToSpecification, shopDay, splitWithdrawableItems, withdrawalPeriod } from './withdrawal';

// Noon in Berlin on 2026-11-26 (CET, UTC+1).
const NOW = new Date('2026-11-26T11:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe('withdrawalPeriod', () => {
  it('is open on the day of delivery and 13 days after it', () => {
    expect(withdrawalPeriod({ orderedAt: daysAgo(20), deliveredAt: NOW }, NOW)).toEqual({
      countsFrom: 'delivery',
      lastDay: '2026-12-10',
      open: true,
    });
    expect(withdrawalPeriod({ orderedAt: daysAgo(20), deliveredAt: daysAgo(13) }, NOW).open).toBe(true);
  });

  it('is still open on the 14th day after delivery and closed on the 15th', () => {
    const fourteen = withdrawalPeriod({ orderedAt: daysAgo(20), deliveredAt: daysAgo(14) }, NOW);
    expect(fourteen).toMatchObject({ lastDay: '2026-11-26', open: true });
    expect(withdrawalPeriod({ orderedAt: daysAgo(20), deliveredAt: daysAgo(15) }, NOW).open).toBe(false);
  });

  it('ends at midnight in Berlin, not in UTC', () => {
    const delivered = new Date('2026-11-12T10:00:00Z');
    // 2026-11-26 23:30 in Berlin is 22:30 UTC: still the last day.
    expect(withdrawalPeriod({ orderedAt: delivered, deliveredAt: delivered }, '2026-11-26T22:30:00Z').open).toBe(true);
    // 00:30 on the 27th in Berlin is still the 26th in UTC: already too late.
    expect(withdrawalPeriod({ orderedAt: delivered, deliveredAt: delivered }, '2026-11-26T23:30:00Z').open).toBe(false);
  });

  it('counts calendar days across a daylight-saving change', () => {
    // Delivered 2026-10-20 00:30 in Berlin (CEST, 22:30 UTC the day before); clocks went back on 25 October.
    const delivered = new Date('2026-10-19T22:30:00Z');
    expect(shopDay(delivered)).toBe('2026-10-20');
    const period = withdrawalPeriod({ orderedAt: delivered, deliveredAt: delivered }, '2026-11-03T22:59:00Z');
    expect(period).toMatchObject({ lastDay: '2026-11-03', open: true });
    expect(withdrawalPeriod({ orderedAt: delivered, deliveredAt: delivered }, '2026-11-03T23:00:00Z').open).toBe(false);
    // Spring forward: delivered 2026-03-28 in Berlin, the period ends with 2026-04-11 (CEST, UTC+2).
    const spring = new Date('2026-03-28T12:00:00Z');
    expect(withdrawalPeriod({ orderedAt: spring, deliveredAt: spring }, '2026-04-11T21:59:00Z').open).toBe(true);
    expect(withdrawalPeriod({ orderedAt: spring, deliveredAt: spring }, '2026-04-11T22:00:00Z').open).toBe(false);
  });

  it('counts from the order date while nothing is delivered', () => {
    expect(withdrawalPeriod({ orderedAt: daysAgo(14) }, NOW)).toEqual({
      countsFrom: 'order',
      lastDay: '2026-11-26',
      open: true,
    });
    expect(withdrawalPeriod({ orderedAt: daysAgo(15), deliveredAt: null }, NOW).open).toBe(false);
  });

  it('refuses something that is no date', () => {
    expect(() => withdrawalPeriod({ orderedAt: 'yesterday' }, NOW)).toThrow(RangeError);
  });
});

describe('made to specification', () => {
  it('reads the product flag', () => {
    expect(madeToSpecification({ made_to_specification: true })).toBe(true);
    expect(madeToSpecification({ made_to_specification: 'true' })).toBe(true);
    expect(madeToSpecification({ made_to_specification: false })).toBe(false);
    expect(madeToSpecification({})).toBe(false);
    expect(madeToSpecification(null)).toBe(false);
  });

  it('splits the named items', () => {
    const custom = { id: 'a', metadata: { made_to_specification: true } };
    const stock = { id: 'b', metadata: null };
    expect(splitWithdrawableItems([custom, stock])).toEqual({ withdrawable: [stock], excluded: [custom] });
  });
});
