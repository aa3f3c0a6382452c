export * from './envelope.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './auth.ts';
export * from './tenant.ts';
export * from './dashboard.ts';

export const PRODUCT_NAME = 'Notaria 公证管理平台';
export const HEADER_TOKEN = 'satoken';
export const HEADER_TENANT = 'tid';
export const HEADER_REQUEST_ID = 'x-request-id';
