import { DownloadOutlined } from '@ant-design/icons';
import type { LitigantRow } from '@notaria/contracts';
import { Button, Card, Form, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../app/routes';
import { SearchForm, TextFilter, SelectFilter } from '../../../components/list/search-form';
import { RefreshButton } from '../../../components/list/refresh-button';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../stores/session-store';
import { hasPermission } from '../../business/case-actions';
import { CaseDetailDrawer } from '../../business/components/case-detail-drawer';
import { CaseStatusTag } from '../../business/status';
import { getLitigantPage, useLitigantPage } from '../api/get-litigant-page';
import { PartyCases } from '../components/party-cases';
import { exportLitigants } from '../export-litigants';
import { casesOf, customerTypeName, latestCase, minute, ROLE_COLORS, ROLE_OPTIONS, roleName, rolesOf, type PartyRole } from '../labels';

interface Filters {
  keyword?: string;
  role?: PartyRole;
}

export const toLitigantFilter = (v: Filters): Filters => ({ keyword: v.keyword?.trim() || undefined, role: v.role || undefined });

const keyOf = (r: LitigantRow) => `${r.customerType}-${r.customerId}`;

/** 当事人: every party of the office's cases, merged by customer, with the cases each took part in. */
export default function LitigantPage(_props: PageProps) {
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [filters, setFilters] = useState<Filters>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [form] = Form.useForm<Filters>();
  const routes = useSession((s) => s.routes);
  const navigate = useNavigate();
  const { data, isPending, isFetching, refetch } = useLitigantPage({ ...paging, ...filters });
  const filtered = Object.values(filters).some(Boolean);
  const canHandle = hasPermission(routes, 'business:accept');

  const search = (v: Filters) => {
    setFilters(toLitigantFilter(v));
    setPaging((p) => ({ ...p, current: 1 }));
    setExpanded([]);
  };

  const toggle = (key: string) => setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const exportXlsx = async () => {
    setProgress('正在导出…');
    try {
      const n = await exportLitigants((current, size) => getLitigantPage({ ...filters, current, size }), (loaded, total) => setProgress(`正在导出 ${loaded}/${total}`));
      if (n === 0) notify.error('没有符合条件的当事人可导出', 3);
      else void notify.success(`已导出 ${n} 位当事人`);
    } catch {
      // A refused page was already shown by the request layer.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card
      title="当事人"
      extra={
        <Space wrap>
          <RefreshButton fetching={isFetching && !isPending} onRefresh={refetch} />
          <Button icon={<DownloadOutlined />} loading={progress !== null} disabled={!data?.total} onClick={() => void exportXlsx()}>
            {progress ?? '导出'}
          </Button>
        </Space>
      }
    >
      <SearchForm form={form} name="litigantSearch" onSearch={search}>
        <TextFilter name="keyword" label="当事人" placeholder="姓名、机构名称或证件号码" width={240} />
        <SelectFilter name="role" label="角色" width={140} aria-label="角色筛选" placeholder="全部角色" options={ROLE_OPTIONS} />
      </SearchForm>
      <Table<LitigantRow>
        rowKey={keyOf}
        loading={isPending}
        dataSource={data?.list ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: filtered ? '没有符合条件的当事人，请调整查询条件' : '还没有当事人，受理业务时登记的申请人、代理人等会显示在这里' }}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (_, r) => toggle(keyOf(r)),
          expandedRowRender: (r) => <PartyCases row={r} onOpen={setOpenId} onHandle={canHandle ? (id) => navigate(`/business/accept?id=${id}`) : undefined} />,
        }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 位当事人`,
          onChange: (current, size) => setPaging((p) => ({ current: size !== p.size ? 1 : current, size })),
        }}
        columns={[
          {
            title: '当事人',
            dataIndex: 'name',
            width: 200,
            fixed: 'left',
            render: (v: string, r) => (
              <Space size={6}>
                <Typography.Text strong>{v}</Typography.Text>
                <Tag variant="filled" color={r.customerType === 'INSTITUTION' ? 'purple' : 'blue'}>
                  {customerTypeName(r.customerType)}
                </Tag>
              </Space>
            ),
          },
          { title: '证件号码 / 信用代码', dataIndex: 'idNumber', width: 210, render: (v: string) => (v ? <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</span> : '—') },
          { title: '联系电话', dataIndex: 'phone', width: 140, render: (v: string) => v || '—' },
          {
            title: '角色',
            key: 'roles',
            width: 160,
            render: (_, r) => (
              <Space size={4} wrap>
                {rolesOf(r).map((role) => (
                  <Tag key={role} color={ROLE_COLORS[role]} style={{ marginInlineEnd: 0 }}>
                    {roleName(role)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: '业务数', key: 'count', width: 90, align: 'center', render: (_, r) => <Typography.Text strong>{casesOf(r).length}</Typography.Text> },
          {
            title: '最近业务',
            key: 'latest',
            width: 240,
            render: (_, r) => {
              const c = latestCase(r);
              if (!c) return '—';
              return (
                <Space orientation="vertical" size={0}>
                  <Space size={8}>
                    <Typography.Link onClick={() => setOpenId(c.id)}>{c.businessNumber}</Typography.Link>
                    <CaseStatusTag status={c.status} />
                  </Space>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {minute(c.createdAt)}
                  </Typography.Text>
                </Space>
              );
            },
          },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => toggle(keyOf(r))}>
                {expanded.includes(keyOf(r)) ? '收起业务' : '查看业务'}
              </Button>
            ),
          },
        ]}
      />
      <CaseDetailDrawer id={openId} onClose={() => setOpenId(null)} offered={[]} readOnly />
    </Card>
  );
}
