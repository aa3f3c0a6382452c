import { formatFen, PARTY_ROLES, type CaseAction, type CaseDetail } from '@notaria/contracts';
import { Alert, Button, Card, Descriptions, Drawer, Empty, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { parseTime } from '../../../utils/time';
import { useCase, useDictOptions } from '../api/cases';
import type { CaseFunction } from '../case-actions';
import { ACTION_NAMES, CaseStatusTag, statusName, timelineNote, VOLUME_TYPES } from '../../../components/case-status';
import { ApprovalHint } from './approval-hint';
import { ApprovalProgressCard } from './approval-progress';
import { CertificateFilesCard } from './certificate-files';
import { CaseActionButtons } from './case-action-buttons';
import { CaseMeetingsCard } from './case-meetings-card';
import { useCaseFunctions } from './case-function-menu';
import { MaterialTable, useDownloading } from './material-table';
import { useFeeTypes } from './fee-editor';
import { IntakeFormView } from './intake-form-view';
import { isTerminated, specialKindName, TerminationSummary } from './termination-summary';
import { TransfersCard } from './transfers-card';

const t = (v: string | null | undefined) => (v ? parseTime(v, '{y}-{m}-{d} {h}:{i}') : '—');
const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** A dictionary value by its name (使用地 CN → 中国); the stored value while the dictionary loads or lacks it. */
function useDictName(key: string) {
  const { data } = useDictOptions(key);
  return (v: string) => (v ? (data?.find((o) => o.value === v)?.label ?? v) : '—');
}

const SNAPSHOT_ID: Record<string, string> = { PERSONAL: 'idNumber', INSTITUTION: 'creditCode' };

interface ViewProps {
  detail: CaseDetail;
  /** Limits the action buttons (all permitted ones by default). */
  offered?: readonly CaseAction[];
  /** Only shows the case: no actions, functions or transfer decisions (downloads stay). */
  readOnly?: boolean;
}

/** Everything about one case, with the actions the user may take unless `readOnly`. */
export function CaseDetailView({ detail, offered, readOnly = false }: ViewProps) {
  const total = detail.fees.reduce((s, f) => s + f.amountFen, 0);
  const fns = useCaseFunctions(detail);
  const terminated = isTerminated(detail);
  const may = (fn: CaseFunction) => !readOnly && fns.functions.includes(fn);
  const files = useDownloading();
  const { nameOf } = useFeeTypes();
  const countryName = useDictName('useCountry');
  const languageName = useDictName('useLanguage');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="case-detail">
      {!readOnly && <ApprovalHint detail={detail} />}
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space size={12}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {detail.businessNumber}
            </Typography.Title>
            <span data-testid="case-status">
              <CaseStatusTag status={detail.status} />
            </span>
            {detail.paused && <Tag color="purple">补充材料中（期限暂停）</Tag>}
            {(detail.status === 'SPECIAL_PENDING' || terminated) && detail.specialKind && <Tag>{specialKindName(detail.specialKind)}</Tag>}
          </Space>
          {!readOnly && <CaseActionButtons target={detail} offered={offered} size="middle" more />}
        </Space>
        <Descriptions
          size="small"
          column={3}
          style={{ marginTop: 12 }}
          items={[
            { key: 'handler', label: '承办公证员', children: detail.handlerName },
            { key: 'created', label: '创建时间', children: t(detail.createdAt) },
            { key: 'accepted', label: '受理时间', children: t(detail.dates.acceptedAt) },
            { key: 'purpose', label: '用途', children: dash(detail.purpose) },
            { key: 'country', label: '使用地', children: countryName(detail.useCountry) },
            { key: 'language', label: '译文语种', children: languageName(detail.language) },
            { key: 'copies', label: '份数', children: detail.copies },
            { key: 'submitted', label: '提交审批', children: t(detail.dates.submittedAt) },
            { key: 'approved', label: '审批时间', children: t(detail.dates.approvedAt) },
            { key: 'certified', label: '出证时间', children: t(detail.dates.certifiedAt) },
            { key: 'delivered', label: '送达时间', children: t(detail.dates.deliveredAt) },
            { key: 'archived', label: '归档时间', children: t(detail.dates.archivedAt) },
            ...(detail.approvalOpinion && !terminated ? [{ key: 'opinion', label: '审批意见', span: 3, children: detail.approvalOpinion }] : []),
            ...(detail.specialReason && !terminated ? [{ key: 'reason', label: '特殊流程原因', span: 3, children: detail.specialReason }] : []),
            ...(detail.archiveNumber
              ? [
                  { key: 'archiveNumber', label: '档案号', children: detail.archiveNumber },
                  { key: 'volume', label: '卷别', children: VOLUME_TYPES[detail.volumeType as keyof typeof VOLUME_TYPES] ?? dash(detail.volumeType) },
                  { key: 'retention', label: '保管期限', children: detail.retentionYears === 0 ? '永久' : `${detail.retentionYears} 年` },
                ]
              : []),
          ]}
        />
        <TerminationSummary detail={detail} />
      </Card>
      <ApprovalProgressCard detail={detail} />
      <Card size="small" title="公证事项">
        <Table
          rowKey="itemId"
          size="small"
          pagination={false}
          dataSource={detail.items}
          columns={[
            { title: '类别', dataIndex: 'categoryName', width: 100 },
            { title: '事项分组', dataIndex: 'parentItemName', width: 140 },
            { title: '公证事项', dataIndex: 'itemName' },
            {
              title: '公证书编号',
              dataIndex: 'certificateNumber',
              render: (v: string) =>
                v ? (
                  <Typography.Text copyable data-testid="certificate-number">
                    {v}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary">{terminated ? '未出证（业务已终止）' : '审批通过后生成'}</Typography.Text>
                ),
            },
          ]}
        />
      </Card>
      <CertificateFilesCard caseId={detail.id} status={detail.status} />
      {detail.feeView && <Alert type="info" showIcon title="财务查看：只显示收费相关的信息，不含当事人证件、受理表单和材料" />}
      <Card size="small" title="当事人">
        <Table
          rowKey={(r) => `${r.role}-${r.customerType}-${r.customerId}`}
          size="small"
          pagination={false}
          dataSource={detail.parties}
          columns={[
            { title: '角色', dataIndex: 'role', width: 100, render: (v: string) => <Tag>{PARTY_ROLES[v as keyof typeof PARTY_ROLES] ?? v}</Tag> },
            { title: '类型', dataIndex: 'customerType', width: 80, render: (v: string) => (v === 'PERSONAL' ? '个人' : '机构') },
            { title: '名称', dataIndex: 'name' },
            { title: '证件号码 / 信用代码', render: (_, r) => dash(r.snapshot?.[SNAPSHOT_ID[r.customerType]] as string | undefined) },
            { title: '联系电话', render: (_, r) => dash((r.snapshot?.phone ?? r.snapshot?.contactPhone) as string | undefined) },
          ]}
        />
      </Card>
      {!detail.feeView && (
        <>
          <Card size="small" title="受理表单">
            <IntakeFormView detail={detail} />
          </Card>
          <Card size="small" title="材料">
            <MaterialTable
              materials={detail.materials}
              columns={[
                { title: '类别', dataIndex: 'kind', width: 120, render: dash },
                {
                  title: '原件已核验',
                  dataIndex: 'originalSeen',
                  width: 110,
                  render: (v: boolean) => (v ? <Tag color="green">已核验</Tag> : <Tag>未核验</Tag>),
                },
              ]}
              files={fns.functions.includes('download') ? files : undefined}
            />
          </Card>
        </>
      )}
      <Card
        size="small"
        title="收费"
        extra={
          <Space size={8}>
            {detail.feeConfirmed ? <Tag color="green">收费已确认</Tag> : <Tag color="orange">收费未确认</Tag>}
            {may('feeConfirm') && (
              <Button size="small" type="primary" ghost onClick={() => fns.run('feeConfirm')}>
                确认收费
              </Button>
            )}
            {may('financeAppend') && (
              <Button size="small" onClick={() => fns.run('financeAppend')}>
                追加收费
              </Button>
            )}
          </Space>
        }
      >
        {detail.money && (
          <Space size={16} wrap style={{ marginBottom: 8 }} data-testid="case-money">
            <span>应收 {formatFen(detail.money.receivableFen)}</span>
            <span>实收 {formatFen(detail.money.receivedFen)}</span>
            <span>未收 {formatFen(detail.money.outstandingFen)}</span>
            <span>已退 {formatFen(detail.money.refundedFen)}</span>
            {detail.money.settled ? <Tag color="green">已结清</Tag> : <Tag color="orange">未结清，提交审批前须收款、记账或减免</Tag>}
          </Space>
        )}
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail.fees}
          locale={{ emptyText: '没有收费项目' }}
          columns={[
            { title: '收费类型', dataIndex: 'feeType', render: nameOf },
            { title: '金额', dataIndex: 'amountFen', width: 140, align: 'right', render: formatFen },
            {
              title: '说明',
              dataIndex: 'note',
              render: (note: string, r) => (
                <>
                  {dash(note)}
                  {r.basis && <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>计费依据：{r.basis}</div>}
                </>
              ),
            },
          ]}
          summary={() =>
            detail.fees.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{formatFen(total)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>
      <TransfersCard detail={detail} readOnly={readOnly} />
      {!detail.feeView && <CaseMeetingsCard caseId={detail.id} canCreate={may('videoMeeting')} />}
      <Card size="small" title="流转记录">
        {detail.timeline.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无流转记录" />
        ) : (
          <Timeline
            items={detail.timeline.map((e, i) => ({
              key: i,
              color: e.toStatus === 'APPROVE_REJECT' || e.toStatus === 'SUSPENDED' ? 'red' : e.toStatus === 'ARCHIVED' ? 'gray' : 'blue',
              title: t(e.at),
              content: (
                <div data-testid="timeline-entry">
                  <Space size={8} wrap>
                    <strong>{ACTION_NAMES[e.action] ?? e.action}</strong>
                    <span>{e.actorName}</span>
                    <Typography.Text type="secondary">
                      {e.fromStatus ? `${statusName(e.fromStatus)} → ${statusName(e.toStatus)}` : statusName(e.toStatus)}
                    </Typography.Text>
                  </Space>
                  {e.note && <div style={{ color: 'rgba(0,0,0,0.65)', marginTop: 2 }}>{timelineNote(e, nameOf)}</div>}
                </div>
              ),
            }))}
          />
        )}
      </Card>
      {fns.dialogs}
    </Space>
  );
}

export function CaseDetailDrawer({
  id,
  onClose,
  offered,
  readOnly,
}: {
  id: number | null;
  onClose(): void;
  offered?: readonly CaseAction[];
  readOnly?: boolean;
}) {
  const { data, isPending, isError } = useCase(id);
  return (
    <Drawer title="业务详情" open={id !== null} onClose={onClose} size={980} destroyOnHidden>
      {isPending ? (
        <Spin />
      ) : isError || !data ? (
        <Empty description="无法读取该业务" />
      ) : (
        <CaseDetailView detail={data} offered={offered} readOnly={readOnly} />
      )}
    </Drawer>
  );
}
