import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/api/client';
import { ERROR_TEXTS } from '../../shared/api/errors';
import { CLIENT_VERSION_HEADER, clientVersionSchema, compareVersions } from '../../shared/api/clientVersion';
import { errorBody } from './errors';

/**
 * Spec section 8's 426: when the server sets a lowest desktop version (MIN_CLIENT_VERSION),
 * an API request from an older copy of the app, which names its version in
 * `x-bo-client-version`, is answered 426 with the spec's 'significant upgrades' text, and the
 * app offers its update. Requests without the header (the browser build the server serves
 * itself, scripts) are not versioned and pass; a malformed version is a 400.
 */
export function installClientVersionGate(app: FastifyInstance, minClientVersion: string | undefined): void {
  if (!minClientVersion) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const sent = request.headers[CLIENT_VERSION_HEADER];
    if (sent === undefined) return;
    const version = clientVersionSchema.safeParse(sent);
    if (!version.success) {
      return reply.status(400).send(errorBody(400, `${CLIENT_VERSION_HEADER} must be a version such as 1.4.2.`));
    }
    if (compareVersions(version.data, minClientVersion) < 0) {
      return reply.status(426).header('upgrade', 'back-office-desktop').send(errorBody(426, ERROR_TEXTS.upgrade));
    }
  });
}
