import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { PaymentOption } from '@shared/schemas/wallet';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { DepositDetailsPage } from './deposit-details-page';
import { testPlayer as player } from '@web/test/players';

const upi: PaymentOption = {
  id: 1,
  key: 'upi',
  type: 'upi',
  label: 'Lotus UPI',
  badge: 'Instant',
  iconUrl: '',
  upiId: 'lotus.pay@okaxis',
  accountHolder: null,
  bankName: null,
  accountNumber: null,
  ifsc: null,
};
const bank: PaymentOption = {
  id: 2,
  key: 'bank',
  type: 'bank',
  label: 'Bank Transfer',
  badge: '',
  iconUrl: '',
  upiId: null,
  accountHolder: 'Lotus Gaming Pvt Ltd',
  bankName: 'HDFC Bank',
  accountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
};

type Options = { amount?: number | null; options?: () => ReturnType<typeof ok>; submit?: () => ReturnType<typeof ok> };

function renderDetails({ amount = 1500, options = () => ok({ payment_options: [upi, bank] }), submit }: Options = {}) {
  startSession(player, 'token-1');
  const calls = mockFetch({
    'GET /api/wallet/payment-options': options,
    'POST /api/wallet/submit-deposit':
      submit ??
      (() => ({ status: 201, body: { success: true, data: { message: 'Deposit request submitted successfully', deposit: { id: 9, status: 'processing' } } } })),
  });
  renderWithProviders(
    <Routes>
      <Route path="/wallet-deposit" element={<DepositDetailsPage />} />
      <Route path="/deposit" element={<p>Amount page</p>} />
      <Route path="/wallet" element={<p>Wallet page</p>} />
    </Routes>,
    { route: { pathname: '/wallet-deposit', state: amount === null ? null : { amount } } as unknown as string },
  );
  return { calls };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'receipt.png', { type: 'image/png' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Deposit' });
const deposits = (calls: MockCall[]) => calls.filter((call) => call.method === 'POST');

async function fillEverything() {
  fireEvent.click(await screen.findByRole('radio', { name: /Lotus UPI/ }));
  fireEvent.change(screen.getByLabelText('UTR / Reference Number'), { target: { value: 'utr123456789' } });
  fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [png()] } });
  await screen.findByAltText('Receipt preview');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('deposit details page', () => {
  it('sends the player back to the amount page without an amount', () => {
    renderDetails({ amount: null });
    expect(screen.getByText('Amount page')).toBeTruthy();
  });

  it('puts the amount in the UPI QR at ₹2,000 or less, and not above', async () => {
    renderDetails({ amount: 2000 });
    fireEvent.click(await screen.findByRole('radio', { name: /Lotus UPI/ }));
    expect(document.querySelector('[data-upi-link]')?.getAttribute('data-upi-link')).toBe('upi://pay?pa=lotus.pay@okaxis&pn=Lotus%20UPI&cu=INR&am=2000');
    expect(await screen.findByAltText(/UPI QR code/)).toBeTruthy();
  });

  it('leaves the amount out of the QR above ₹2,000', async () => {
    renderDetails({ amount: 2500 });
    fireEvent.click(await screen.findByRole('radio', { name: /Lotus UPI/ }));
    expect(document.querySelector('[data-upi-link]')?.getAttribute('data-upi-link')).toBe('upi://pay?pa=lotus.pay@okaxis&pn=Lotus%20UPI&cu=INR');
  });

  it('shows the bank details with copy buttons for a bank option', async () => {
    renderDetails();
    fireEvent.click(await screen.findByRole('radio', { name: /Bank Transfer/ }));
    expect(screen.getByText('50200012345678')).toBeTruthy();
    for (const label of ['Copy Account holder', 'Copy Bank name', 'Copy Account number', 'Copy IFSC code'])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('asks for the required fields first, then for a payment option', async () => {
    const { calls } = renderDetails();
    await screen.findByRole('radio', { name: /Lotus UPI/ });
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Please fill all required fields and upload receipt');
    fireEvent.change(screen.getByLabelText('UTR / Reference Number'), { target: { value: 'UTR123456789' } });
    fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [png()] } });
    await screen.findByAltText('Receipt preview');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Please select a payment option');
    expect(deposits(calls)).toHaveLength(0);
  });

  it('refuses a receipt that is not a jpg, png or webp', async () => {
    renderDetails();
    await screen.findByRole('radio', { name: /Lotus UPI/ });
    fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Please upload an image file (jpg, png, webp)');
    expect(screen.queryByAltText('Receipt preview')).toBeNull();
  });

  it('refuses a receipt above 5 MB', async () => {
    renderDetails();
    await screen.findByRole('radio', { name: /Lotus UPI/ });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('Receipt image must be at most 5 MB');
  });

  it('submits once with an Idempotency-Key and the receipt, then returns to the wallet with the server message', async () => {
    const { calls } = renderDetails();
    await fillEverything();
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Wallet page')).toBeTruthy();
    expect(screen.getByText('Deposit request submitted successfully')).toBeTruthy();
    const sent = deposits(calls);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 1500, payment_option_id: 1, utr_number: 'UTR123456789' });
    expect(String(body.receipt_file)).toMatch(/^data:image\/png;base64,/);
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the server refusal, and Failed to submit deposit request. when there is none', async () => {
    renderDetails({ submit: () => fail(409, 'This UTR number has already been used', 'CONFLICT') });
    await fillEverything();
    fireEvent.click(submitButton());
    expect(await screen.findByText('This UTR number has already been used')).toBeTruthy();
  });

  it('sends the same form again with a new Idempotency-Key after a definitive refusal', async () => {
    let attempts = 0;
    const limit = 'Daily deposit limit of ₹50,000.00 reached. You can deposit up to ₹0.00 more today.';
    const { calls } = renderDetails({
      submit: () => {
        attempts += 1;
        return attempts === 1
          ? fail(422, limit, 'UNPROCESSABLE')
          : ok({ message: 'Deposit request submitted successfully', deposit: { id: 9, status: 'processing' } });
      },
    });
    await fillEverything();
    fireEvent.click(submitButton());
    expect(await screen.findByText(limit)).toBeTruthy();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Wallet page')).toBeTruthy();
    const keys = deposits(calls).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(deposits(calls)[1]?.body).toEqual(deposits(calls)[0]?.body);
  });

  it('falls back to Failed to submit deposit request.', async () => {
    renderDetails({ submit: () => ({ status: 502, body: 'Bad gateway' }) });
    await fillEverything();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to submit deposit request.')).toBeTruthy();
  });

  it('says so when there are no payment options, with Retry', async () => {
    renderDetails({ options: () => ok({ payment_options: [] }) });
    expect(await screen.findByText('No payment options available. Please contact support.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says Failed to fetch payment options when they cannot be loaded', async () => {
    renderDetails({ options: () => fail(500, '') });
    expect(await screen.findByText('Failed to fetch payment options')).toBeTruthy();
  });
});
