import { evidenceCertificateApi, type EvidenceRow } from '@notaria/contracts';
import { call, download } from '../../../lib/api';

type Ref = Pick<EvidenceRow, 'id' | 'evidenceNo'>;

export const downloadCertificate = (r: Ref) => download(evidenceCertificateApi.certificate, `保全证书-${r.evidenceNo}.pdf`, { query: { id: r.id } });
export const downloadPackage = (r: Ref) => download(evidenceCertificateApi.package, `证据包-${r.evidenceNo}.zip`, { query: { id: r.id } });
/** The staff check: every stored file hashed again and compared with the sealed manifest, chain and timestamp. */
export const verifyEvidence = (id: number) => call(evidenceCertificateApi.verify, { query: { id } });
