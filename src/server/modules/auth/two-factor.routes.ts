import type { FastifyInstance } from 'fastify';
import { disableTwoFactor, enableTwoFactor, getTwoFactor, renewRecoveryCodes, setUpTwoFactor } from '#shared/contracts/auth.endpoints.ts';
import { authSchemas } from '#shared/contracts/auth.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { originOf } from '../security/security-events.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** The signed-in user's own second factor ("Two-factor sign-in" on the account page). */
export function twoFactorRoutes(twoFactor: TwoFactorService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getTwoFactor, authSchemas.getTwoFactor, {
      handler: (request) => twoFactor.status(currentUser(request).user),
    });
    registerEndpoint(app, setUpTwoFactor, authSchemas.setUpTwoFactor, {
      handler: (request) => twoFactor.setUp(currentUser(request).user, request.body.currentPassword, originOf(request)),
    });
    registerEndpoint(app, enableTwoFactor, authSchemas.enableTwoFactor, {
      handler: (request) => twoFactor.enable(currentUser(request).user, request.body.code, originOf(request)),
    });
    registerEndpoint(app, renewRecoveryCodes, authSchemas.renewRecoveryCodes, {
      handler: (request) => twoFactor.renewRecoveryCodes(currentUser(request).user, request.body.code, originOf(request)),
    });
    registerEndpoint(app, disableTwoFactor, authSchemas.disableTwoFactor, {
      handler: (request) =>
        twoFactor.disable(currentUser(request).user, request.body.currentPassword, request.body.code, originOf(request)),
    });
  };
}
