import { ERRORS, type ErrorCode } from '@notaria/contracts';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

export const requiredLogin = () => new AppError('REQUIRED_LOGIN');
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const notFound = (what?: string) => new AppError('NOT_FOUND', what ? `${what}不存在` : undefined);
export const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);
