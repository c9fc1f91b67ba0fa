import { expect, test } from '@playwright/test';
import { logInDemo } from './helpers';

// Dates on the player's filters read and take dd/mm/yyyy, on the phone and on the desktop.

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
]) {
  test(`the statement's dates are day first (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await logInDemo(page);
    await page.goto('/account-statement');
    const from = page.getByRole('textbox', { name: 'From' });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await from.fill('');
    await from.pressSequentially('01022026');
    await expect(from).toHaveValue('01/02/2026');
    const to = page.getByRole('textbox', { name: 'To' });
    await to.fill('31/02/2026');
    await to.blur();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a real date as dd/mm/yyyy' })).toBeVisible();
    await page.screenshot({ path: `test-results/date-field-${size.name}.png` });
    await to.fill('28/02/2026');
    await expect(page.getByText('Enter a real date as dd/mm/yyyy')).toHaveCount(0);
  });
}
