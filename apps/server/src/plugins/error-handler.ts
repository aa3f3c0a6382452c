import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERRORS } from '@notaria/contracts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { describeValidationError } from '../lib/validation-message.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The code and message the client was answered with, for the operation log. */
    failure?: { code: string; message: string };
  }
}

const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: '请求格式不正确',
  404: ERRORS.NOT_FOUND.message,
  405: '不支持的请求方法',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  429: ERRORS.RATE_LIMITED.message,
};

/** The one place that turns errors into the response envelope. 5xx never show internals. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let code: string;
    let message: string;
    if (error instanceof AppError) {
      ({ status, code, message } = error);
    } else if (error.validation) {
      status = 400;
      code = 'VALIDATION_FAILED';
      message = describeValidationError(error.validation, error.validationContext);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      code = status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      message = CLIENT_ERROR_TEXT[status] ?? CLIENT_ERROR_TEXT[400];
    } else if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: a temporary state the client may retry, not a fault.
      status = 503;
      code = 'SERVICE_UNAVAILABLE';
      message = ERRORS.SERVICE_UNAVAILABLE.message;
      reply.header('retry-after', '5');
    } else {
      status = 500;
      code = 'INTERNAL_ERROR';
      message = ERRORS.INTERNAL_ERROR.message;
    }
    request.failure = { code, message };
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, message }, 'request refused');
    reply.status(status).send({ success: false, message, data: null, requestId: request.id, code });
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing file under assets/ is a 404, not the app's page: a browser would try to run that HTML as a script.
    const clientRoute = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (clientRoute && typeof reply.sendFile === 'function') return reply.type('text/html').sendFile('index.html');
    return reply
      .status(404)
      .send({ success: false, message: `接口不存在：${request.method} ${request.url.split('?')[0]}`, data: null, requestId: request.id, code: 'NOT_FOUND' });
  });
});
