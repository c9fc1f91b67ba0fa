import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

// The statement's and the transactions' bonus line names the promotion in the player's language:
// the operator's version of its title for the request's Accept-Language, else the English.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

let codes = 0;
/** A player who redeemed a promotion titled `title` (with `translations`) that converts at once to main. */
async function playerWithBonus(title: string, translations: object) {
  codes += 1;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: admin,
    payload: {
      code: `LINE${codes}X${process.pid % 1000}`,
      title,
      translations,
      kind: 'fixed',
      amount: 40,
      wagering_multiple: 0,
      wagering_on: 'any',
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const player = await createPlayer(t);
  const redeemed = await t.app.inject({
    method: 'POST',
    url: '/api/promotions/redeem',
    headers: player.auth,
    payload: { code: created.json().data.promotion.code },
  });
  expect(redeemed.json().data.bonus).toMatchObject({ status: 'converted' });
  return player;
}

type Line = { kind: string; subject: { kind: string; bonus: string | null }; remark?: string; reference?: string; description?: string };

async function read(path: 'statement' | 'transactions', auth: { authorization: string }, language?: string): Promise<Line> {
  const res = await t.app.inject({ method: 'GET', url: `/api/wallet/${path}`, headers: { ...auth, ...(language ? { 'accept-language': language } : {}) } });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toContain('Accept-Language');
  const lines: Line[] = path === 'statement' ? res.json().data.rows : res.json().data.transactions;
  const line = lines.find((item) => item.subject.kind === 'bonus');
  if (!line) throw new Error(`no bonus line in the ${path}`);
  return line;
}

describe("the wallet's bonus line", () => {
  it("names the promotion by the operator's Hindi title for a Hindi request, the English text fields unchanged", async () => {
    const player = await playerWithBonus('Diwali bonus', { title: { hi: 'दिवाली बोनस', bn: 'দীপাবলি বোনাস' } });

    const statement = await read('statement', player.auth, 'hi-IN,hi;q=0.9');
    expect(statement).toMatchObject({ kind: 'bonus_conversion', subject: { kind: 'bonus', bonus: 'दिवाली बोनस' } });
    expect(statement.description).toBe('Bonus converted to main balance');
    expect((await read('statement', player.auth, 'bn')).subject.bonus).toBe('দীপাবলি বোনাস');

    const transaction = await read('transactions', player.auth, 'hi');
    expect(transaction.subject.bonus).toBe('दिवाली बोनस');
    // The API's text field stays English for other clients.
    expect(transaction.reference).toBe('Diwali bonus');
  });

  it('falls back to the English title where the operator wrote no version, and for English or unknown languages', async () => {
    const player = await playerWithBonus('Weekend reload', { title: { hi: 'वीकेंड रीलोड', ta: '  ' } });
    for (const language of ['ta', 'bn', 'en', 'de', undefined]) {
      expect((await read('statement', player.auth, language)).subject.bonus, String(language)).toBe('Weekend reload');
      expect((await read('transactions', player.auth, language)).subject.bonus, String(language)).toBe('Weekend reload');
    }
  });
});
