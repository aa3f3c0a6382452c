import type { FastifyInstance } from 'fastify';
import { sealIn } from '../../integrity/integrity.api.ts';
import { CaptureWorker } from './capture-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's 网页取证 worker: `wake` after queueing a capture (does nothing when the worker is off). */
    evidenceCapture: { wake(): void };
  }
}

/** Starts the capture worker with the app and stops it on close, when EVIDENCE_WORKER is on. */
export function startCaptureWorker(app: FastifyInstance): void {
  const worker = app.config.evidenceWorker
    ? new CaptureWorker({
        db: app.db,
        storage: app.storage,
        seal: sealIn(app.config.dataDir),
        hub: app.realtime,
        log: app.log,
        allowInternal: app.config.evidenceCaptureInternal,
      })
    : undefined;
  app.decorate('evidenceCapture', { wake: () => worker?.wake() });
  if (!worker) return;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
