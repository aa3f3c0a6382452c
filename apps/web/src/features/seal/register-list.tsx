import { SafetyCertificateOutlined, DownloadOutlined } from '@ant-design/icons';
import type { SealRegisterCheck, SealRegisterRow } from '@notaria/contracts';
import { Alert, Button, DatePicker, Form, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Access } from '../../components/access';
import { ListCard, ListTable } from '../../components/list/list-card';
import { fitColumns } from '../../components/list/table-layout';
import { SearchForm, SelectFilter, TextFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { notify } from '../../lib/notify';
import { exportSealRegister, useAllSeals, useSealRegister, verifySealRegister, type RegisterFilters } from './api';
import { shortHash, time } from './labels';

interface FormValues {
  sealId?: number;
  month?: Dayjs | null;
  applicantName?: string;
}
const toFilters = (v: FormValues): RegisterFilters => ({
  sealId: v.sealId || undefined,
  month: v.month ? v.month.format('YYYY-MM') : undefined,
  applicantName: v.applicantName?.trim() || undefined,
});

const Hash = ({ value }: { value: string | null }) =>
  value ? (
    <Tooltip title={value}>
      <Typography.Text code copyable={{ text: value, tooltips: ['复制', '已复制'] }} style={{ whiteSpace: 'nowrap' }}>
        {shortHash(value)}
      </Typography.Text>
    </Tooltip>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

/** What the last 校验 found: the whole chain holds, or the first row that does not. */
function CheckResult({ check, onClose }: { check: SealRegisterCheck; onClose(): void }) {
  return check.ok ? (
    <Alert type="success" showIcon closable onClose={onClose} style={{ marginBottom: 16 }} title={`登记簿完整：已校验 ${check.checked} 条，哈希链未被改动`} />
  ) : (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      title={`登记簿在第 ${check.firstBroken?.seq} 条处断开`}
      description={`${check.firstBroken?.reason}。此前 ${check.checked} 条完整。请保留现状并报告管理员。`}
    />
  );
}

/** 用印登记簿: every stamping in order (append-only, hash-chained), filtered by seal, month and applicant; 导出 and 校验. */
export function RegisterList() {
  const { current, size, pagination, filters, filtered, search } = useListFilters<RegisterFilters, FormValues>(toFilters, '条');
  const list = useSealRegister({ current, size, ...filters });
  const seals = useAllSeals();
  const [exporting, setExporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<SealRegisterCheck | null>(null);
  const runExport = async () => {
    setExporting(true);
    try {
      const name = await exportSealRegister(filters);
      void notify.success(`已导出 ${name}`);
    } catch {
      // request() has already shown the refusal
    } finally {
      setExporting(false);
    }
  };
  const runCheck = async () => {
    setChecking(true);
    try {
      setCheck(await verifySealRegister());
    } catch {
      // request() has already shown the refusal
    } finally {
      setChecking(false);
    }
  };
  return (
    <ListCard
      title="用印登记簿"
      query={list}
      tools={
        <>
          <Button icon={<SafetyCertificateOutlined />} loading={checking} onClick={() => void runCheck()}>
            校验
          </Button>
          <Access fn="export">
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
              导出 Excel
            </Button>
          </Access>
        </>
      }
    >
      {check && <CheckResult check={check} onClose={() => setCheck(null)} />}
      <SearchForm<FormValues> name="seal-register" onSearch={search}>
        <SelectFilter
          name="sealId"
          label="印章"
          aria-label="印章"
          width={220}
          options={(seals.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <Form.Item name="month" label="月份">
          <DatePicker picker="month" placeholder="全部" aria-label="月份" style={{ width: 130 }} />
        </Form.Item>
        <TextFilter name="applicantName" label="申请人" width={120} />
      </SearchForm>
      <ListTable<SealRegisterRow>
        query={list}
        pagination={pagination}
        empty={filtered ? '没有符合条件的用印记录，请调整查询条件' : '登记簿还没有记录：用印申请审批通过后，由保管人登记用印'}
        {...fitColumns<SealRegisterRow>([
          { title: '序号', dataIndex: 'seq', width: 70, align: 'right' },
          { title: '用印时间', dataIndex: 'at', width: 140, render: (v: string) => time(v) },
          { title: '印章', dataIndex: 'sealName', width: 180, ellipsis: true },
          { title: '文件名称', dataIndex: 'documentName', ellipsis: true, minWidth: 200 },
          { title: '用印次数', dataIndex: 'impressions', width: 100, align: 'right' },
          { title: '申请人', dataIndex: 'applicantName', width: 90 },
          { title: '经办人（保管人）', dataIndex: 'operatorName', width: 150 },
          { title: '备注', dataIndex: 'note', width: 160, ellipsis: true, render: (n: string) => n || '—' },
          { title: '文件 SHA-256', key: 'doc', width: 200, render: (_, r) => <Hash value={r.documentSha256After ?? r.documentSha256Before} /> },
          { title: '本条哈希', dataIndex: 'hash', width: 200, render: (h: string) => <Hash value={h} /> },
        ])}
      />
    </ListCard>
  );
}
