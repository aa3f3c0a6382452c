import { integrityApi } from '@notaria/contracts';
import { AppError } from '../../lib/app-error.ts';
import { routeGroup } from '../../lib/routes.ts';
import { publishedKeys, verifyPublic } from './integrity.service.ts';

export default routeGroup(
  integrityApi,
  (app) => ({
    keys: async () => publishedKeys(app.db),
    verify: async (r) => verifyPublic(app.db, r.body),
  }),
  {
    // Public and without a session: limited per client like the sign-in, so the chain cannot be enumerated quickly.
    config: {
      verify: {
        rateLimit: {
          max: (request) => request.server.config.loginRateLimitPerMinute,
          timeWindow: '1 minute',
          errorResponseBuilder: (_req, ctx) => new AppError('RATE_LIMITED', `核验过于频繁，请 ${Math.ceil(ctx.ttl / 1000)} 秒后再试`),
        },
      },
    },
  },
);
