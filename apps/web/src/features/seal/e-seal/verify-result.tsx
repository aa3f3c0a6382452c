import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { ESealVerifyResult } from '@notaria/contracts';
import { Alert, List, Space, Typography } from 'antd';
import { parseTime } from '../../../utils/time';

function Check({ ok, label, detail }: { ok: boolean; label: string; detail?: string | null }) {
  return (
    <List.Item>
      <Space align="start">
        {ok ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : <CloseCircleFilled style={{ color: '#ff4d4f' }} />}
        <span>
          <Typography.Text strong>{label}</Typography.Text>
          {detail && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {detail}
            </Typography.Text>
          )}
        </span>
      </Space>
    </List.Item>
  );
}

/** 核验结果: each check with what it found. */
export function VerifyResult({ result }: { result: ESealVerifyResult }) {
  const t = result.timestamp;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={result.ok ? 'success' : 'error'}
        showIcon
        title={result.ok ? '核验通过：签章文件未被改动，签名与时间戳有效' : '核验未通过：请查看下列未通过的项目'}
      />
      <List size="small" bordered>
        <Check
          ok={result.stampedIntact}
          label={result.stampedIntact ? '签章文件与登记的哈希一致' : '签章文件与登记的哈希不符'}
          detail={`当前 SHA-256：${result.sha256Now || '文件不存在'}`}
        />
        <Check ok={result.originalIntact} label={result.originalIntact ? '原件与申请时的哈希一致' : '原件与申请时的哈希不符'} />
        <Check
          ok={result.signature.valid}
          label={result.signature.valid ? '机构签名有效' : '机构签名无效'}
          detail={`${result.signature.algorithm || '未知算法'}，密钥 ${result.signature.keyId}`}
        />
        <Check ok={result.chain.intact} label={`完整性链第 ${result.chain.seq} 条${result.chain.intact ? '完好' : '异常'}`} detail={result.chain.reason} />
        <Check
          ok={!!t?.valid}
          label={t ? (t.valid ? '时间戳有效' : '时间戳无效') : '尚未取得时间戳'}
          detail={t ? `${parseTime(t.genTime)} · ${t.tsaName} · 序列号 ${t.serial}${t.reason ? ` · ${t.reason}` : ''}` : null}
        />
      </List>
    </Space>
  );
}
