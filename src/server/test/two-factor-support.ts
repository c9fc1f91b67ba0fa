import { generate } from 'otplib';
import { expect } from 'vitest';
import { PLAYER_PASSWORD, type TestApp } from './test-app';

// Two-factor sign-in in tests: an authenticator app's codes for any clock, and a player with it on.

const STEP_MS = 30_000;

/** The code an authenticator app shows `skewSeconds` away from now (its clock ahead or behind). */
export function appCode(secret: string, skewSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + skewSeconds });
}

/**
 * Waits, when needed, until the current 30-second step has at least `neededMs` left, so codes made
 * for a skew stay the same distance from the server's step while a test runs.
 */
export async function awayFromStepEdge(neededMs = 8000): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Sets up and turns on two-factor sign-in for the token's player with a code from `skewSeconds`
 * ago or ahead (that step is then used up); answers the secret and the recovery codes.
 */
export async function enableTwoFactor(
  t: TestApp,
  auth: { authorization: string },
  skewSeconds = 0,
  password = PLAYER_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: auth, payload: { password } });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().data.secret as string;
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers: auth,
    payload: { password, code: await appCode(secret, skewSeconds) },
  });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json().data.recovery_codes as string[] };
}
