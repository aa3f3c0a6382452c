import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/routes';
import { RegisterList } from './register-list';
import { SealList } from './seal-list';
import { StampRequests } from './stamp-requests';

const TABS = [
  { key: 'seals', label: '印章', children: <SealList /> },
  { key: 'uses', label: '用印申请', children: <StampRequests /> },
  { key: 'register', label: '用印登记簿', children: <RegisterList /> },
];

/** 印章管理: the office's seals, the 用印 requests the keepers stamp, and the 用印登记簿; `?tab=` opens one. */
export default function SealPage(_props: PageProps) {
  const [params, setParams] = useSearchParams();
  const active = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'seals';
  return <Tabs activeKey={active} onChange={(k) => setParams({ tab: k }, { replace: true })} destroyOnHidden items={TABS} />;
}
