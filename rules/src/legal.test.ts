import { describe, expect, it } from 'vitest';
import { modelWithdrawalForm, WITHDRAWAL_FUNCTION, WORKSHOP, withdrawalPolicy } from './legal.js';

const text = (policy: ReturnType<typeof withdrawalPolicy>) =>
  policy.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

describe('legal texts', () => {
  it('names the withdrawal function with its label and address in each language', () => {
    const en = text(withdrawalPolicy('en', 'https://shop.example/withdrawal'));
    const de = text(withdrawalPolicy('de', 'https://shop.example/de/withdrawal'));
    expect(en).toContain('“Withdraw from contract” on our website: https://shop.example/withdrawal');
    expect(de).toContain('„Vertrag widerrufen“ auf unserer Website erklären: https://shop.example/de/withdrawal');
    expect(WITHDRAWAL_FUNCTION.path).toBe('/withdrawal');
  });

  it('states the fourteen days, the trader and the exclusion of custom goods', () => {
    for (const language of ['en', 'de'] as const) {
      const policy = text(withdrawalPolicy(language, 'https://x.example/withdrawal'));
      expect(policy).toMatch(/fourteen days|vierzehn Tagen/);
      expect(policy).toContain(WORKSHOP.name);
      expect(policy).toContain(WORKSHOP.street);
      expect(policy).toContain('§ 312g');
    }
  });

  it('fills the model form with the workshop and keeps the official lines', () => {
    const de = modelWithdrawalForm('de');
    expect(de.title).toBe('Muster-Widerrufsformular');
    expect(de.to).toContain(`${WORKSHOP.name}, ${WORKSHOP.street}, ${WORKSHOP.city}`);
    expect(de.lines).toContain('Bestellt am (*)/erhalten am (*)');
    expect(de.footnote).toBe('(*) Unzutreffendes streichen.');
    const en = modelWithdrawalForm('en');
    expect(en.title).toBe('Model withdrawal form');
    expect(en.lines).toHaveLength(de.lines.length);
    expect(en.footnote).toBe('(*) Delete as appropriate.');
  });
});
