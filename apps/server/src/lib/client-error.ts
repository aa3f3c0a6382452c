import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_REQUEST_ID } from '@notaria/contracts';

const ANSWERS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'BAD_REQUEST', message: '请求地址或请求头过长，请缩短查询条件后重试' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'BAD_REQUEST', message: '请求超时，请重试' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: '请求格式不正确' };

/**
 * Answers a request Node's HTTP parser refused (too-long URL or headers, malformed request) in the
 * same envelope as every other error, instead of a bare status line.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const a = ANSWERS[err.code ?? ''] ?? MALFORMED;
  const requestId = randomUUID();
  const body = JSON.stringify({ success: false, message: a.message, data: null, requestId, code: a.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${a.status} ${a.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${HEADER_REQUEST_ID}: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const FRAMEWORK: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: '请求地址不正确' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: '请求地址过长' },
};

/** Refusals the router makes before any route runs (malformed percent-encoding, an over-long path part). */
export function answerFrameworkError(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const a = FRAMEWORK[error.code ?? ''] ?? { status: 400, message: '请求格式不正确' };
  void reply
    .status(a.status)
    .header(HEADER_REQUEST_ID, request.id)
    .send({ success: false, message: a.message, data: null, requestId: request.id, code: 'VALIDATION_FAILED' });
}
