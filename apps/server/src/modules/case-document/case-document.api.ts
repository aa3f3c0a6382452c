// The case-document module's public surface: what other modules and app.ts may use.
import type { CaseStepHooks } from '../business/business.api.ts';
import { correctionStep } from './corrections.ts';
import { sendStep } from './delivery.ts';
import { type FinaliseConfig, issueStep } from './finalise.ts';

/** What case documents do when a case is issued (出证), delivered (送达) or withdrawn after issue (special flow approved). */
export const caseDocumentSteps = (config: FinaliseConfig): CaseStepHooks => ({
  issue: [issueStep(config)],
  send: [sendStep],
  approveSpecial: [correctionStep],
});
export type { FinaliseConfig };
export { imageDataUrl } from './certificate-print.ts';
