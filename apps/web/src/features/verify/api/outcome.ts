import type { IntegrityRecordMatch, IntegrityVerifyResult, SignedPayload } from '@notaria/contracts';

/** What was checked: a hash (typed, or of a file hashed here), or a QR's signed payload. */
export type Submission = { kind: 'hash'; hash: string; fileName?: string } | { kind: 'qr'; payload: SignedPayload; signature: string };

export type OutcomeKind = 'PASS' | 'NOT_FOUND' | 'BAD_SIGNATURE' | 'UNKNOWN_KEY' | 'RECORD_FAULT';

/** The verdict shown at the top of a result. */
export function outcomeOf(submission: Submission, result: IntegrityVerifyResult): OutcomeKind {
  if (submission.kind === 'qr') {
    if (!result.signature) return 'UNKNOWN_KEY';
    if (!result.signature.valid) return 'BAD_SIGNATURE';
  } else if (result.records.length === 0) return 'NOT_FOUND';
  return result.records.some(isFaulty) ? 'RECORD_FAULT' : 'PASS';
}

const isFaulty = (r: IntegrityRecordMatch) => !r.recordIntact || r.timestamp?.valid === false;

export const OUTCOME_TEXT: Record<OutcomeKind, { status: 'success' | 'warning' | 'error'; title: string; hint: string }> = {
  PASS: { status: 'success', title: '核验通过', hint: '' },
  NOT_FOUND: {
    status: 'warning',
    title: '未找到匹配记录',
    hint: '本平台没有与该文件或哈希值一致的登记记录。文件若经过修改、重新保存、打印后扫描或转换格式，其哈希值都会改变；请使用出证机构交付的原始电子文件，或扫描公证书上的二维码核验。',
  },
  BAD_SIGNATURE: {
    status: 'error',
    title: '签名无效',
    hint: '二维码中的内容与出证机构签发时不一致，可能被改动或伪造。请勿采信，并向出证机构核实。',
  },
  UNKNOWN_KEY: {
    status: 'error',
    title: '签名无效',
    hint: '本平台未公布该二维码所用的签名密钥，二维码并非由本平台的公证机构签发。请勿采信，并向出证机构核实。',
  },
  RECORD_FAULT: {
    status: 'error',
    title: '记录校验异常',
    hint: '找到了匹配的登记记录，但该记录或其时间戳未通过完整性校验。请勿仅凭本结果采信，并向出证机构核实。',
  },
};

/** The kinds of chained records a stranger may see, in words. */
const KIND_LABELS: Record<string, string> = {
  CERTIFICATE: '公证书（电子文件）',
  DOC_CONTENT: '公证书（文书内容）',
  DOCUMENT: '公证文书',
  EVIDENCE: '保全证据',
  EVIDENCE_CERT: '保全证书',
  ARCHIVE: '公证档案',
  VIDEO: '视频记录',
};
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

const MATCH_LABELS: Record<string, string> = {
  artefactSha256: 'SHA-256',
  artefactSm3: 'SM3',
  manifestSha256: '登记清单 SHA-256',
  manifestSm3: '登记清单 SM3',
};
/** Which hash matched: of the file, of a document's content (DOC_CONTENT records), or of the record's manifest. */
export function matchLabel(column: string, kind: string): string {
  const label = MATCH_LABELS[column] ?? column;
  return column.startsWith('artefact') ? `${kind === 'DOC_CONTENT' ? '文书内容' : '文件'} ${label}` : label;
}

export const ALGORITHM_LABELS: Record<string, string> = { SM2: 'SM2（国密，SM3 摘要）', ECDSA_P256: 'ECDSA P-256（SHA-256 摘要）' };

/** A moment as people here read it: 2026年5月12日 10:00:00 (the visitor's time zone). */
export function timeCn(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日 ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
