import { describe, expect, it } from 'vitest';
import { isUnavailable } from './faults';

describe('isUnavailable', () => {
  it('knows a connection cut, refused or timed out, through the causes drizzle wraps it in', () => {
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isUnavailable(new Error('Failed query: insert ...', { cause: terminated }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''))).toBe(true);
    expect(isUnavailable(new Error('Connection is closed.'))).toBe(true);
    // The server ended the session: a transaction idle too long, or an idle session. Its connection is gone with it.
    expect(isUnavailable(Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('terminating connection due to idle-session timeout'), { code: '57P05' }))).toBe(true);
  });

  it('does not take a refusal or a bug for a fault', () => {
    expect(isUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUnavailable(Object.assign(new Error('password authentication failed'), { code: '28P01' }))).toBe(false);
    expect(isUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    expect(isUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
    expect(isUnavailable('Connection terminated')).toBe(false);
  });
});
