import { ARTIFACT_ROLE_LABELS, CAPTURE_TYPE_LABELS } from '@notaria/contracts';
import type { ArtifactRecord, EvidenceRecord } from '../evidence.api.ts';

/** What the certificate prints of the record's proof: its timestamp and its chain entry. */
export interface ProofFacts {
  chainSeq: number;
  chainHash: string;
  timestamp: { genTime: Date; serial: string; tsaName: string } | null;
}

const CN_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
/** 2026年11月24日 17:20:05 (Beijing time). */
export const cnTime = (d: Date) => CN_TIME.format(d);

function subjectOf(r: EvidenceRecord, artifacts: ArtifactRecord[]): string {
  if (r.captureType === 'WEB_PAGE') return `${r.title}（网址：${r.targetUrl}）`;
  return `${r.title}（${artifacts.map((a) => a.name).join('、') || '无文件'}）`;
}

function filesText(artifacts: ArtifactRecord[]): string {
  return artifacts
    .map((a) => `${a.seq}. ${ARTIFACT_ROLE_LABELS[a.role]}：${a.name}（${a.size.toLocaleString('en-US')} 字节）\nSHA-256：${a.sha256}\nSM3：${a.sm3 || '—'}`)
    .join('\n');
}

/**
 * The values the EVIDENCE_CERT template prints, by field path. The applicant is the record's snapshot (name and
 * masked ID), never the customer as it is now.
 */
export function certificateValues(r: EvidenceRecord, artifacts: ArtifactRecord[], proof: ProofFacts, office: { fullName: string }, now: Date) {
  const start = r.startedAt ? cnTime(r.startedAt) : '—';
  const end = r.endedAt ? cnTime(r.endedAt) : '—';
  const stamp = proof.timestamp
    ? `${cnTime(proof.timestamp.genTime)}（北京时间）；序列号 ${proof.timestamp.serial}；时间戳机构 ${proof.timestamp.tsaName}`
    : '尚未取得可信时间戳';
  return {
    'form.evidenceNo': r.evidenceNo,
    'parties.APPLICANT.0.name': r.applicant.name,
    'parties.APPLICANT.0.idNumberMasked': r.applicant.idMasked || '—',
    'form.captureType': CAPTURE_TYPE_LABELS[r.captureType],
    'form.evidenceSubject': subjectOf(r, artifacts),
    'form.preservedDateCn': `${start} 至 ${end}（北京时间）`,
    'form.files': filesText(artifacts),
    'form.sha256': r.manifestSha256,
    'form.sm3': r.manifestSm3,
    'form.timestamp': stamp,
    'form.chainPosition': `本处完整性链第 ${proof.chainSeq} 条（记录哈希 ${proof.chainHash}）`,
    'office.fullName': office.fullName,
    'today.cn': `${now.toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric' })}`,
  } satisfies Record<string, string>;
}
