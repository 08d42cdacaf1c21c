import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { forbidden } from '../../http/errors';
import { requireUser, signedInUser } from '../session/session-cookie';

export function isAdminEmail(config: Config, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

/** A preHandler for administrators' routes: 401 signed out, 403 for anyone not in ADMIN_EMAILS. */
export function requireAdmin(db: Db, config: Config) {
  const signedIn = requireUser(db, config);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    if (!isAdminEmail(config, signedInUser(request).email)) {
      throw forbidden('This page is only accessible to administrators.');
    }
  };
}
