/** Chooses a shipping country in the header's language and country panel. */
export async function chooseCountry(p, code) {
  await p.locator('[data-slot="language-country-button"]').filter({ visible: true }).first().click();
  const panel = p.locator('form[data-slot="language-country-panel"]');
  await panel.locator('select').selectOption(code);
  await panel.locator('button[type="submit"]').click();
  await panel.waitFor({ state: 'detached', timeout: 5000 });
}
