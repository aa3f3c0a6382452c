import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { IntegrityRecordMatch, IntegrityVerifyResult } from '@notaria/contracts';
import { Descriptions, Tag, Typography } from 'antd';
import { ALGORITHM_LABELS, kindLabel, matchLabel, OUTCOME_TEXT, outcomeOf, timeCn, type Submission } from '../api/outcome';
import styles from '../pages/verify-page.module.css';

const ICONS = { success: <CheckCircleFilled />, warning: <ExclamationCircleFilled />, error: <CloseCircleFilled /> };

const Mono = ({ children }: { children: string }) => (
  <Typography.Text className={styles.mono} copyable={{ text: children, tooltips: ['复制', '已复制'] }}>
    {children}
  </Typography.Text>
);

const Yes = ({ ok, yes, no }: { ok: boolean; yes: string; no: string }) => <Tag color={ok ? 'success' : 'error'}>{ok ? yes : no}</Tag>;

/** A TSA's name as people read it: the common name of an X.500 name such as `O=…, CN=…`. */
const authorityName = (name: string) => /(?:^|,\s*)CN=([^,]+)/.exec(name)?.[1]?.trim() ?? name;

function TimestampCell({ record }: { record: IntegrityRecordMatch }) {
  const t = record.timestamp;
  if (!t) return <Tag>尚未加盖时间戳</Tag>;
  return (
    <div className={styles.stack}>
      <span>
        <Yes ok={t.valid} yes="有效" no="无效" />
        {timeCn(t.genTime)}
      </span>
      <span className={styles.muted}>时间戳机构：{authorityName(t.tsaName)}</span>
      <span className={styles.muted}>序列号：{t.serial}</span>
      {t.reason && <span className={styles.muted}>{t.reason}</span>}
    </div>
  );
}

function RecordCard({ record, index, total }: { record: IntegrityRecordMatch; index: number; total: number }) {
  return (
    <Descriptions
      className={styles.record}
      title={total > 1 ? `登记记录 ${index + 1}` : '登记记录'}
      column={1}
      size="small"
      bordered
      items={[
        { key: 'org', label: '出证机构', children: record.organisation },
        { key: 'kind', label: '类别', children: kindLabel(record.kind) },
        { key: 'ref', label: '编号', children: <strong>{record.reference}</strong> },
        { key: 'at', label: '登记时间', children: timeCn(record.at) },
        { key: 'matches', label: '一致的哈希', children: record.matches.map((m) => <Tag key={m}>{matchLabel(m, record.kind)}</Tag>) },
        { key: 'intact', label: '记录完整性', children: <Yes ok={record.recordIntact} yes="完整，未被改动" no="校验未通过" /> },
        { key: 'ts', label: '可信时间戳', children: <TimestampCell record={record} /> },
      ]}
    />
  );
}

/** A verification's answer: the verdict, then what the QR carries and its signature, then each matching record. */
export function VerifyResult({ submission, result }: { submission: Submission; result: IntegrityVerifyResult }) {
  const outcome = OUTCOME_TEXT[outcomeOf(submission, result)];
  const signature = result.signature;
  return (
    <section className={styles.result} data-status={outcome.status} aria-live="polite" aria-label="核验结果">
      <div className={styles.verdict}>
        <span className={styles.verdictIcon}>{ICONS[outcome.status]}</span>
        <div>
          <h2>{outcome.title}</h2>
          {outcome.hint && <p>{outcome.hint}</p>}
          {outcome.status === 'success' && submission.kind === 'hash' && <p>该{submission.fileName ? '文件' : '哈希值'}与下列登记记录一致，登记后未被改动。</p>}
          {outcome.status === 'success' && submission.kind === 'qr' && <p>二维码由下列机构签发，内容未被改动。</p>}
        </div>
      </div>
      {submission.kind === 'hash' ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            ...(submission.fileName ? [{ key: 'file', label: '核验的文件', children: submission.fileName }] : []),
            { key: 'hash', label: '核验的哈希值', children: <Mono>{submission.hash}</Mono> },
          ]}
        />
      ) : (
        <Descriptions
          className={styles.record}
          title="二维码内容"
          column={1}
          size="small"
          bordered
          items={[
            { key: 'number', label: '公证书编号', children: <strong>{submission.payload.number}</strong> },
            { key: 'time', label: '签发时间', children: timeCn(submission.payload.time) },
            { key: 'hash', label: '文书哈希', children: <Mono>{submission.payload.documentHash}</Mono> },
            {
              key: 'signature',
              label: '数字签名',
              children: signature ? <Yes ok={signature.valid} yes="有效" no="无效" /> : <Tag color="error">未找到签名公钥</Tag>,
            },
            ...(signature
              ? [
                  { key: 'org', label: '签发机构', children: signature.organisation },
                  { key: 'alg', label: '签名算法', children: ALGORITHM_LABELS[signature.algorithm] ?? signature.algorithm },
                ]
              : []),
            { key: 'key', label: '密钥编号', children: <Mono>{submission.payload.keyId}</Mono> },
          ]}
        />
      )}
      {result.records.map((r, i) => (
        <RecordCard key={`${r.reference}-${r.at}-${r.kind}`} record={r} index={i} total={result.records.length} />
      ))}
      {submission.kind === 'qr' && signature?.valid && result.records.length === 0 && (
        <p className={styles.muted}>未找到该文书内容的登记记录；签名本身有效，说明二维码由上述机构签发。</p>
      )}
    </section>
  );
}
