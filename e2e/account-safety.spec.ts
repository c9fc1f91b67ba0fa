import { expect, test, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { balanceButton, freshPhone, operatorToken, REFERRAL_CODE, signOut } from './helpers';

// A player's way back into their account, end to end: a forgotten password reset with the code
// the SMS outbox holds, sign-in by phone number, then two-factor sign-in turned on and used.

/** The newest code the outbox holds for the number (the back office reads the same list), once the queue has sent it. */
async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  const token = await operatorToken(request);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/admin/sms-outbox?phone_number=${phone}`, { headers: { authorization: `Bearer ${token}` } });
        const { messages } = ((await response.json()) as { data: { messages: Array<{ text: string }> } }).data;
        code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
        return code;
      },
      { message: 'a code in the newest text' },
    )
    .toBeDefined();
  return code ?? '';
}

test('register, forget the password, reset it by SMS code, sign in by phone, then with two-factor', async ({ page, request }) => {
  const phone = freshPhone();
  await page.goto(`/register/${REFERRAL_CODE}`);
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('first-secret-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('first-secret-1');
  await page.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Lotus!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(balanceButton(page)).toBeVisible();
  await signOut(page);

  // Forgot password: the number, the code from the outbox, a new password.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(request, phone));
  await page.getByLabel('New password', { exact: true }).fill('second-secret-2');
  await page.getByLabel('Confirm password', { exact: true }).fill('second-secret-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  // Sign in by phone number, written the way people write it.
  await page.getByRole('textbox', { name: 'Username or phone number' }).fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByLabel('Password', { exact: true }).fill('second-secret-2');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(balanceButton(page)).toBeVisible();

  // Two-factor sign-in: set up with the key an authenticator app would scan, turn on with a code.
  await page.goto('/settings');
  // The account password first: a token alone cannot turn it on.
  await page.locator('#two-factor').getByLabel('Password', { exact: true }).fill('second-secret-2');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('2. Enter the 6-digit code the app shows').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await signOut(page);

  // The password alone no longer signs in: the page asks for the app's code.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username or phone number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('second-secret-2');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(balanceButton(page)).toHaveCount(0);
  // The code that turned it on is spent: the app's next one (one step of clock skew is accepted).
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(balanceButton(page)).toBeVisible();
});
