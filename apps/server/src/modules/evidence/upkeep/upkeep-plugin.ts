import type { FastifyInstance } from 'fastify';
import { sealIn } from '../../integrity/integrity.api.ts';
import { EvidenceUpkeep } from './evidence-upkeep.ts';

/** Starts the evidence upkeep (deposit expiry, timestamp retries) with the app when EVIDENCE_WORKER is on; stops it on close. */
export function startEvidenceUpkeep(app: FastifyInstance): void {
  if (!app.config.evidenceWorker) return;
  const upkeep = new EvidenceUpkeep({ db: app.db, storage: app.storage, seal: sealIn(app.config.dataDir), log: app.log });
  app.addHook('onReady', async () => upkeep.start());
  app.addHook('onClose', () => upkeep.stop());
}
