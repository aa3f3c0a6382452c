import type { TenantOption } from '@notaria/contracts';
import { Alert, Button, Card, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTenantSelect } from '../api/get-tenant-select';

/** Organisation management for the super administrator; lists organisations for now. */
export default function TenantPage() {
  const { data = [], isPending, isError, error, refetch } = useTenantSelect();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tid = params.get('tid');

  return (
    <Card title="机构管理" extra={<Button onClick={() => void refetch()}>刷新</Button>}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="新建、编辑与停用机构将随系统管理模块提供；此处列出平台上的全部机构，可在顶部切换要查看的机构。"
      />
      {isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={(error as Error).message} />}
      <Table<TenantOption>
        rowKey="id"
        loading={isPending}
        dataSource={data}
        pagination={false}
        columns={[
          { title: '编号', dataIndex: 'id', width: 90 },
          { title: '机构名称', dataIndex: 'name' },
          { title: '简称', dataIndex: 'alias', render: (v: string) => v || '—' },
          {
            title: '操作',
            width: 140,
            render: (_, row) =>
              String(row.id) === tid ? (
                <span style={{ color: '#1890ff' }}>当前查看</span>
              ) : (
                <Button type="link" size="small" onClick={() => navigate(`/dashboard?tid=${row.id}`)}>
                  查看工作台
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
