import { DownloadOutlined } from '@ant-design/icons';
import type { LitigantRow } from '@notaria/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../../lib/routes';
import { SearchForm, TextFilter, SelectFilter } from '../../../../components/list/search-form';
import { useListFilters } from '../../../../components/list/use-paging';
import { ListCard, ListTable } from '../../../../components/list/list-card';
import { notify } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session-store';
import { hasPermission } from '../../../../lib/permission-routes';
import { CaseDetailDrawer } from '../../components/case-detail-drawer';
import { CaseStatusTag } from '../../../../components/case-status';
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
  const { current, size, pagination, filters, filtered, search } = useListFilters(toLitigantFilter, '位当事人');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const routes = useSession((s) => s.routes);
  const navigate = useNavigate();
  const list = useLitigantPage({ current, size, ...filters });
  const canHandle = hasPermission(routes, 'business:accept');

  const toggle = (key: string) => setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const exportXlsx = async () => {
    setProgress('正在导出…');
    try {
      const n = await exportLitigants(
        (current, size) => getLitigantPage({ ...filters, current, size }),
        (loaded, total) => setProgress(`正在导出 ${loaded}/${total}`),
      );
      if (n === 0) notify.error('没有符合条件的当事人可导出', 3);
      else void notify.success(`已导出 ${n} 位当事人`);
    } catch {
      // A refused page was already shown by the request layer.
    } finally {
      setProgress(null);
    }
  };

  return (
    <ListCard
      title="当事人"
      query={list}
      wrap
      tools={
        <Button icon={<DownloadOutlined />} loading={progress !== null} disabled={!list.data?.total} onClick={() => void exportXlsx()}>
          {progress ?? '导出'}
        </Button>
      }
    >
      <SearchForm
        name="litigantSearch"
        onSearch={(v) => {
          search(v);
          setExpanded([]);
        }}
      >
        <TextFilter name="keyword" label="当事人" placeholder="姓名、机构名称或证件号码" width={240} />
        <SelectFilter name="role" label="角色" width={140} aria-label="角色筛选" placeholder="全部角色" options={ROLE_OPTIONS} />
      </SearchForm>
      <ListTable<LitigantRow>
        rowKey={keyOf}
        query={list}
        scroll={{ x: 1100 }}
        empty={filtered ? '没有符合条件的当事人，请调整查询条件' : '还没有当事人，受理业务时登记的申请人、代理人等会显示在这里'}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (_, r) => toggle(keyOf(r)),
          expandedRowRender: (r) => <PartyCases row={r} onOpen={setOpenId} onHandle={canHandle ? (id) => navigate(`/business/accept?id=${id}`) : undefined} />,
        }}
        pagination={pagination}
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
          {
            title: '证件号码 / 信用代码',
            dataIndex: 'idNumber',
            width: 210,
            render: (v: string) => (v ? <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</span> : '—'),
          },
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
    </ListCard>
  );
}
