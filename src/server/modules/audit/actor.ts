import type { FastifyRequest } from 'fastify';
import { requireUser } from '@server/http/guards';
import type { Actor } from './record-audit';

/** The operator behind a request, for the audit log (the admin guard has already run). */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const user = await requireUser(request);
  return { actorId: user.id, ip: request.ip };
}
