import { evidenceCaptureApi, type WebCaptureBatchBody, type WebCaptureBody } from '@notaria/contracts';
import { call } from '../../../lib/api';

export const captureWeb = (body: WebCaptureBody) => call(evidenceCaptureApi.web, { body });
export const captureWebBatch = (body: WebCaptureBatchBody) => call(evidenceCaptureApi.batch, { body });
export const retryCapture = (id: number) => call(evidenceCaptureApi.retry, { body: { id } });
