import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { logIn, logInOperator, registerPlayer } from './helpers';
import { addAccountByApi, depositByApi, freshUtr, PNG, SBI_IFSC } from './wallet-helpers';

// Money end to end, in a real Chromium against the real server: a deposit with a receipt that the
// operator approves, a withdrawal (after adding an account through the IFSC lookup) that the
// operator rejects, the ledger check after both, and screenshots of every wallet screen.

const mainBalance = (page: Page) => page.getByTestId('balance-main-balance');
/** The UPI card of the payment options (its radio is visually hidden; the card is what players tap). */
const upiOption = (page: Page) => page.locator('label').filter({ has: page.getByRole('radio', { name: /Scan QR/ }) });

async function expectLedgerBalanced(admin: Page) {
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Ledger check' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Balanced' })).toContainText('Balanced');
  await expect(admin.getByText('NOT balanced')).toHaveCount(0);
}

async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInOperator(page);
  return page;
}

test('a player deposits with a receipt, the operator approves it, and the balance shows the money', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request);
  await logIn(page, player.username, player.password);

  await page.goto('/wallet');
  await expect(mainBalance(page)).toContainText('₹0.00');
  await page.getByRole('main').getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL('/deposit');

  // The amount page: the limits and the quick-add buttons.
  await page.getByLabel('Deposit Amount').fill('50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Amount must be between ₹100 and ₹500,000');
  await page.getByLabel('Deposit Amount').fill('');
  for (const step of ['+1000', '+500']) await page.getByRole('button', { name: step }).click();
  await expect(page.getByLabel('Deposit Amount')).toHaveValue('1500');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The details page: UPI QR with the amount (₹2,000 or less), UTR, receipt, agreement.
  await expect(page).toHaveURL('/wallet-deposit');
  await expect(page.getByTestId('deposit-amount')).toHaveText('₹1,500.00');
  await page.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all required fields and upload receipt');
  await upiOption(page).click();
  const qr = page.locator('[data-upi-link]');
  await expect(qr).toHaveAttribute('data-upi-link', /^upi:\/\/pay\?pa=[^&%]+@[^&]+&pn=[^&]+&cu=INR&am=1500$/);
  await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  const utr = freshUtr();
  await page.getByLabel('UTR / Reference Number').fill(utr);
  await page.getByTestId('receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await page.getByRole('main').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Deposit' }).click();

  await expect(page).toHaveURL('/wallet');
  await expect(page.getByText('Deposit request submitted successfully')).toBeVisible();
  const deposit = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(deposit).toContainText('+₹1,500.00');
  await expect(deposit).toContainText('Processing');
  await expect(mainBalance(page)).toContainText('₹0.00');

  // The operator sees the receipt and approves.
  const admin = await operatorPage(browser);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Deposits' }).click();
  const card = admin.getByRole('listitem').filter({ hasText: utr.toUpperCase() });
  await expect(card).toContainText(player.username);
  await expect(card).toContainText('₹1,500.00');
  const receipt = card.getByRole('img', { name: /Receipt of deposit/ });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(2);
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve deposit' });
  await dialog.getByRole('button', { name: 'Approve and credit' }).click();
  await expect(admin.getByText('Deposit approved')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: utr.toUpperCase() })).toHaveCount(0);

  // The player's wallet shows the money.
  await page.getByRole('button', { name: 'Refresh wallet' }).click();
  await expect(mainBalance(page)).toContainText('₹1,500.00');
  await expect(deposit).toContainText('Completed');
  await expect(page.getByRole('button', { name: /^Balance ₹1,500.00/ })).toBeVisible();

  await expectLedgerBalanced(admin);
  await admin.context().close();
});

test('a withdrawal to a new account found by IFSC is requested, rejected by the operator, and the money comes back', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request);
  await depositByApi(request, player, 5000);
  await logIn(page, player.username, player.password);

  await page.goto('/withdraw');
  await expect(page.getByTestId('withdrawable-balance')).toHaveText('₹5,000.00');
  await expect(page.getByText('No withdrawal account yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add New Account' }).click();
  await expect(page).toHaveURL('/add-account');

  // The IFSC lookup: unknown code, then a real branch that fills the bank name read-only.
  const ifsc = page.getByLabel('IFSC Code');
  await ifsc.fill('abcd0123456');
  await expect(ifsc).toHaveValue('ABCD0123456');
  await expect(page.getByText('Invalid IFSC code', { exact: true })).toBeVisible();
  await ifsc.fill(SBI_IFSC.toLowerCase());
  const bankName = page.getByLabel('Bank Name');
  await expect(bankName).toHaveValue('State Bank of India');
  await expect(bankName).toHaveAttribute('readonly', '');
  const branch = page.getByTestId('ifsc-branch');
  await expect(branch).toContainText('Branch');
  await expect(branch).toContainText('City');
  await expect(branch).toContainText('State');

  await page.getByLabel('Account Holder Name').fill('Asha Verma');
  await page.getByLabel('Account Number').fill('987654321012');
  // The account's own password: a new payout account asks for it; the withdrawal password is not chosen here.
  await expect(page.getByLabel('Withdraw Password', { exact: true })).toHaveCount(0);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('main').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page).toHaveURL('/withdraw');
  await expect(page.getByText('Account added successfully!')).toBeVisible();

  // No withdrawal password yet: the withdraw page sends the player to set it, in its own step.
  await expect(page.getByRole('button', { name: 'Submit Withdrawal' })).toBeDisabled();
  await page.getByRole('main').getByRole('link', { name: 'Set withdrawal password' }).click();
  await expect(page).toHaveURL('/withdraw-password');
  await page.getByLabel('Withdrawal Password', { exact: true }).fill('payout1');
  await page.getByLabel('Confirm withdrawal password', { exact: true }).fill('payout1');
  await page.getByLabel('Account password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Set Withdrawal Password' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL('/withdraw-password');
  await page.getByLabel('Account password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Set Withdrawal Password' }).click();
  await expect(page).toHaveURL('/withdraw');
  await expect(page.getByText('Withdrawal password set')).toBeVisible();

  // The withdrawal: the new account is selected; the money is held at once.
  await expect(page.getByRole('radio', { name: /State Bank of India/ })).toBeChecked();
  await page.getByLabel('Withdrawal Amount').fill('1200');
  await page.getByLabel('Withdrawal Password', { exact: true }).fill('payout1');
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please agree to the terms and conditions');
  await page.getByRole('main').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByText('Withdrawal request submitted successfully')).toBeVisible();
  await expect(mainBalance(page)).toContainText('₹3,800.00');

  // The operator sees the bank details to pay, and rejects with a reason.
  const admin = await operatorPage(browser);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Withdrawals' }).click();
  const card = admin.getByRole('listitem').filter({ hasText: player.username });
  await expect(card).toContainText('₹1,200.00');
  await expect(card).toContainText('987654321012');
  await expect(card).toContainText(SBI_IFSC);
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject withdrawal' });
  await dialog.getByRole('button', { name: 'Reject and refund' }).click();
  await expect(dialog.getByText('Please enter a reason')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Account name does not match the depositor');
  await dialog.getByRole('button', { name: 'Reject and refund' }).click();
  await expect(admin.getByText('Withdrawal rejected')).toBeVisible();

  // The money is back, and the wallet says why.
  await page.getByRole('button', { name: 'Refresh wallet' }).click();
  await expect(mainBalance(page)).toContainText('₹5,000.00');
  const withdrawal = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(withdrawal).toContainText('Failed');
  await expect(withdrawal).toContainText('Account name does not match the depositor');

  // The statement shows the hold and its release with the running balance.
  await page.goto('/account-statement');
  await expect(page.getByTestId('statement-entries')).toHaveText(/^showing 1 to \d+ of \d+ entries$/);

  await expectLedgerBalanced(admin);
  await admin.context().close();
});

const sizes = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const size of sizes) {
  test(`wallet screens at ${size.width}×${size.height}`, async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const player = await registerPlayer(request);
    await depositByApi(request, player, 8000);
    await depositByApi(request, player, 1500, { approve: false });
    const accountId = await addAccountByApi(request, player);
    const withdrawal = await request.post('/api/wallet/submit-withdrawal', {
      headers: { authorization: `Bearer ${player.token}` },
      data: { amount: 2500, account_id: accountId, withdraw_password: 'payout1' },
    });
    expect(withdrawal.status(), await withdrawal.text()).toBe(201);

    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await logIn(page, player.username, player.password);
    for (const [name, path, heading] of [
      ['wallet', '/wallet', 'Wallet'],
      ['wallet-summary', '/wallet?tab=summary', 'Wallet'],
      ['wallet-settings', '/wallet?tab=settings', 'Wallet'],
      ['deposit', '/deposit', 'Deposit'],
      ['withdraw', '/withdraw', 'Withdraw'],
      ['add-account', '/add-account', 'Add Account'],
      ['statement', '/account-statement', 'Account Statement'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await shoot(page, testInfo, `${size.name}-${name}`);
    }
    await page.goto('/deposit');
    await page.getByLabel('Deposit Amount').fill('1500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await upiOption(page).click();
    await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
    await shoot(page, testInfo, `${size.name}-wallet-deposit`);

    const admin = await context.newPage();
    await logInOperator(admin);
    for (const [name, path, heading] of [
      ['admin-deposits', '/admin/deposits', 'Deposits'],
      ['admin-withdrawals', '/admin/withdrawals', 'Withdrawals'],
      ['admin-payment-options', '/admin/payment-options', 'Payment options'],
      ['admin-ledger-check', '/admin/ledger-check', 'Ledger check'],
    ] as const) {
      await admin.goto(path);
      await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await shoot(admin, testInfo, `${size.name}-${name}`);
    }
    await context.close();
  });
}
