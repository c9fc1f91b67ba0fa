import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { indiaDay } from '@shared/india-day';
import { clearOfMidnightInIndia } from '@server/test/india-day';
import { recordAudit } from './record-audit';

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

const getLog = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: { authorization: admin.authorization } });

describe('GET /api/admin/audit-log', () => {
  it('pages the log newest first, with the operator’s name and filters', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(t.db, {
        actorId: admin.id,
        action: i % 2 ? 'banner.update' : 'banner.create',
        targetType: 'banner',
        targetId: i,
        details: { n: i },
        ip: '127.0.0.1',
      });
    }
    const first = await getLog('?page=1&page_size=2');
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 2, total: 5 });
    expect(data.entries.map((e: { target_id: string }) => e.target_id)).toEqual(['4', '3']);
    expect(data.entries[0]).toMatchObject({ actor_id: admin.id, actor_username: 'admin', action: 'banner.create', target_type: 'banner', details: { n: 4 } });
    expect((await getLog('?page=3&page_size=2')).json().data.entries).toHaveLength(1);
    const filtered = (await getLog('?action=banner.update')).json().data;
    expect(filtered.total).toBe(2);
  });

  it('rolls back the audit line with the action when the transaction fails', async () => {
    const before = (await getLog()).json().data.total;
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: admin.id, action: 'test.rollback', targetType: 'test' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await getLog()).json().data.total).toBe(before);
  });

  it('refuses a malformed page with 400', async () => {
    expect((await getLog('?page=0')).statusCode).toBe(400);
    expect((await getLog('?page_size=100000')).statusCode).toBe(400);
    expect((await getLog('?page=abc')).statusCode).toBe(400);
  });
});

describe('filters of the audit log', () => {
  it('narrows by operator, action, target type and id, and Asia/Kolkata days', async () => {
    await clearOfMidnightInIndia();
    const other = await createPlayer(t);
    await recordAudit(t.db, { actorId: admin.id, action: 'player.suspend', targetType: 'player', targetId: other.id, details: { amount_paise: 150_000 } });
    await recordAudit(t.db, { actorId: admin.id, action: 'player.suspend', targetType: 'player', targetId: other.id + 1000 });
    await recordAudit(t.db, { actorId: other.id, action: 'player.suspend', targetType: 'withdrawal', targetId: other.id });
    const ids = async (query: string) => {
      const res = await getLog(query);
      expect(res.statusCode).toBe(200);
      return res.json().data.entries.map((e: { target_type: string; target_id: string }) => `${e.target_type} ${e.target_id}`);
    };
    expect(await ids(`?action=player.suspend&target_type=player&target_id=${other.id}`)).toEqual([`player ${other.id}`]);
    expect(await ids(`?action=player.suspend&target_type=player`)).toHaveLength(2);
    expect(await ids(`?action=player.suspend&target_id=${other.id}`)).toEqual([`withdrawal ${other.id}`, `player ${other.id}`]);
    expect(await ids(`?action=player.suspend&actor_id=${admin.id}`)).toHaveLength(2);
    const today = indiaDay();
    expect(await ids(`?action=player.suspend&from=${today}&to=${today}`)).toHaveLength(3);
    expect(await ids(`?action=player.suspend&to=2020-01-01`)).toEqual([]);
    expect(await ids(`?action=player.suspend&from=2999-01-01`)).toEqual([]);
    // The CSV is filtered the same way, amounts in rupees.
    const csv = await getLog(`?action=player.suspend&target_type=player&target_id=${other.id}&format=csv`);
    expect(csv.body).toContain(`,player ${other.id},"Amount: ₹1,500.00",`);
  });

  it("keeps people's actions and the feed's automated entries apart", async () => {
    await recordAudit(t.db, { actorId: admin.id, action: 'source.test', targetType: 'market', targetId: 1 });
    await recordAudit(t.db, { actorId: null, action: 'source.test', targetType: 'market', targetId: 2 });
    await recordAudit(t.db, { actorId: null, action: 'source.test', targetType: 'market', targetId: 3 });
    const targets = async (query: string) => (await getLog(`?action=source.test${query}`)).json().data.entries.map((e: { target_id: string }) => e.target_id);
    expect(await targets('&source=people')).toEqual(['1']);
    expect(await targets('&source=automated')).toEqual(['3', '2']);
    expect(await targets('')).toEqual(['3', '2', '1']);
    expect((await getLog('?source=robots')).statusCode).toBe(400);
  });

  it('refuses malformed filters with 400', async () => {
    expect((await getLog('?from=26-11-2026')).statusCode).toBe(400);
    expect((await getLog('?to=yesterday')).statusCode).toBe(400);
    expect((await getLog('?actor_id=admin')).statusCode).toBe(400);
    expect((await getLog(`?target_type=${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('is for operators only', async () => {
    const player = await createPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?format=csv', headers: player.auth })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit-log?format=csv', () => {
  it('downloads the filtered log as CSV with Indian dates, formulas defused', async () => {
    await recordAudit(t.db, { actorId: admin.id, action: 'csv.test', targetType: 'player', targetId: 7, details: { note: '=HYPERLINK("x")' } });
    const res = await getLog('?action=csv.test&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lotus-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, line = '', end] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Id,Time,Operator,Action,Target,Details,Address');
    expect(line).toMatch(/^\d+,\d{2}-\d{2}-\d{4} \d{2}:\d{2},admin,csv\.test,player 7,/);
    // The details in words, quoted with their quotes doubled.
    expect(line.endsWith(',"Note: =HYPERLINK(""x"")",')).toBe(true);
    expect(end).toBe('');
  });

  it('refuses an unknown format in words', async () => {
    const res = await getLog('?format=xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/format must be json or csv/);
  });
});
