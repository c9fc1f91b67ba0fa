import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
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
