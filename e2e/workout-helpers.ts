import type { Locator } from '@playwright/test';

/** Picks an exercise in an exercise picker (a combobox): types its name, then taps its row. */
export async function pickExercise(scope: Locator, label: string, name: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope
    .getByRole('option', { name: new RegExp(`^${escaped}(\\s|$)`) })
    .first()
    .click();
}
