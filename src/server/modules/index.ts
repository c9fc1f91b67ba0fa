import type { ZodApp } from '../app';
import { healthRoutes } from './health/routes';

// Each feature registers its routes here, once. Operator routes live under /api/admin in each module's admin-routes.ts.
export async function registerModules(app: ZodApp): Promise<void> {
  await app.register(healthRoutes);
}
