import { ApartmentOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Select, Tooltip } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { tenantSelectKey, useTenantSelect } from '../../lib/tenant-select';
import { withTid } from '../../lib/navigation';

/** The super administrator's organisation choice: kept in the route's `tid` query, sent as header `tid`. */
export function TenantSwitcher({ compact }: { compact: boolean }) {
  const { data = [], isLoading } = useTenantSelect();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tid = params.get('tid');

  const change = async (value: number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete('tid');
    else next.set('tid', String(value));
    const qs = next.toString();
    await navigate(`${pathname}${qs ? `?${qs}` : ''}`);
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== tenantSelectKey[0] });
  };

  return (
    <>
      <Select
        data-testid="tenant-select"
        aria-label="切换机构"
        placeholder="切换机构"
        allowClear
        loading={isLoading}
        value={tid ? Number(tid) : undefined}
        onChange={(v) => void change(v)}
        style={{ width: compact ? 120 : 170 }}
        options={data.map((t) => ({ value: t.id, label: t.alias ? `${t.name}（${t.alias}）` : t.name }))}
        popupMatchSelectWidth={false}
      />
      <Tooltip title="机构管理">
        <Button
          type="text"
          aria-label="机构管理"
          data-testid="tenant-manage"
          icon={<ApartmentOutlined style={{ fontSize: 16 }} />}
          onClick={() => navigate(withTid('/tenant/index'))}
        />
      </Tooltip>
    </>
  );
}
