import { FileProtectOutlined, NumberOutlined, QrcodeOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { parseQrText, PRODUCT_NAME } from '@notaria/contracts';
import type { IntegrityVerifyResult } from '@notaria/contracts';
import { Alert, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Submission } from '../api/outcome';
import { normaliseHash } from '../api/hash-file';
import { failureMessage, verifyIntegrity } from '../api/verify';
import { FileCheck } from '../components/file-check';
import { HashCheck } from '../components/hash-check';
import { OfflineNote } from '../components/offline-note';
import { QrCheck } from '../components/qr-check';
import { VerifyResult } from '../components/verify-result';
import styles from './verify-page.module.css';

type Mode = 'file' | 'hash' | 'qr';
type State =
  { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; submission: Submission; result: IntegrityVerifyResult } | { phase: 'failed'; message: string };

const NOT_A_QR = '未能识别为公证书核验二维码：内容不完整或不是本平台签发的二维码。请扫描公证书上的核验二维码。';

/** The public verification page: no session, anyone holding a certificate, a file or a QR code may check it. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const fromLink = params.has('p') || params.has('s');
  // A recording's 核验 link (视频会议) carries its hash.
  const linkedHash = fromLink ? null : normaliseHash(params.get('hash') ?? '');
  const [mode, setMode] = useState<Mode>(fromLink ? 'qr' : linkedHash ? 'hash' : 'file');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const latest = useRef(0);
  const resultRef = useRef<HTMLDivElement>(null);

  const submit = useCallback(async (submission: Submission) => {
    const ticket = ++latest.current;
    setState({ phase: 'busy' });
    try {
      const body = submission.kind === 'hash' ? { hash: submission.hash } : { payload: submission.payload, signature: submission.signature };
      const result = await verifyIntegrity(body);
      if (ticket === latest.current) setState({ phase: 'done', submission, result });
    } catch (e) {
      if (ticket === latest.current) setState({ phase: 'failed', message: failureMessage(e) });
    }
  }, []);

  const checkQrText = useCallback(
    (text: string) => {
      const qr = parseQrText(text);
      if (qr) void submit({ kind: 'qr', ...qr });
      else setState({ phase: 'failed', message: NOT_A_QR });
    },
    [submit],
  );

  // The QR on a certificate opens this page with its payload: verify at once.
  const search = params.toString();
  useEffect(() => {
    if (fromLink) checkQrText(search);
  }, [fromLink, search, checkQrText]);
  useEffect(() => {
    if (linkedHash) void submit({ kind: 'hash', hash: linkedHash });
  }, [linkedHash, submit]);

  useEffect(() => {
    if (state.phase === 'done' || state.phase === 'failed') resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [state]);

  const busy = state.phase === 'busy';
  const tabs = [
    {
      key: 'file',
      icon: <FileProtectOutlined />,
      label: '上传文件',
      children: <FileCheck disabled={busy} onHash={(hash, fileName) => void submit({ kind: 'hash', hash, fileName })} />,
    },
    {
      key: 'hash',
      icon: <NumberOutlined />,
      label: '输入哈希值',
      children: <HashCheck disabled={busy} onHash={(hash) => void submit({ kind: 'hash', hash })} />,
    },
    { key: 'qr', icon: <QrcodeOutlined />, label: '扫描二维码', children: <QrCheck disabled={busy} onText={checkQrText} /> },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <SafetyCertificateFilled className={styles.emblem} />
          <div>
            <div className={styles.service}>公证书与存证核验服务</div>
            <div className={styles.platform}>{PRODUCT_NAME}</div>
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <section className={styles.intro}>
          <h1>公证书与存证核验</h1>
          <p>核验公证机构出具的公证书、保全证据文件是否真实、是否被改动。无需登录，不显示当事人个人信息。</p>
        </section>
        <div className={styles.card}>
          <Tabs activeKey={mode} onChange={(k) => setMode(k as Mode)} items={tabs} centered size="large" destroyOnHidden />
        </div>
        <div ref={resultRef} className={styles.outcome}>
          {busy && (
            <div className={styles.busy}>
              <Spin /> <span>正在核验…</span>
            </div>
          )}
          {state.phase === 'failed' && <Alert type="error" showIcon title="核验未完成" description={state.message} />}
          {state.phase === 'done' && <VerifyResult submission={state.submission} result={state.result} />}
        </div>
        <OfflineNote />
      </main>
      <footer className={styles.footer}>
        <p>本服务由 {PRODUCT_NAME} 为各入驻公证机构提供。核验结果以出证机构的登记记录为准。</p>
      </footer>
    </div>
  );
}
