import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '@notaria/contracts';

export const ok = <T>(request: FastifyRequest, data: T, message = '操作成功'): ApiEnvelope<T> => ({
  success: true,
  message,
  data,
  requestId: request.id,
});
