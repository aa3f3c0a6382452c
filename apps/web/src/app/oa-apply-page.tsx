import { Empty, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../components/access';
import { LoadingSkeleton } from '../components/loading-skeleton';
import type { PageProps } from '../lib/routes';

// Each kind of request lives in its own feature; the page only shows the tabs the user's role grants.
const TABS = [
  { fn: 'leave', label: '请假', Tab: lazy(() => import('../features/oa-leave/leave-tab')) },
  { fn: 'useSeal', label: '用印', Tab: lazy(() => import('../features/seal/use-seal-tab')) },
  { fn: 'introductionLetter', label: '介绍信', Tab: lazy(() => import('../features/intro-letter/intro-letter-tab')) },
  { fn: 'ElectronicSeal', label: '电子签章', Tab: lazy(() => import('../features/seal/e-seal-tab')) },
];

/** 办公申请: the user's own requests of each kind, and new ones; `?tab=` opens a kind. */
export default function OaApplyPage(_props: PageProps) {
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const shown = TABS.filter((t) => can(t.fn));
  if (shown.length === 0) return <Empty description="您的角色没有可办理的办公申请" />;
  const active = shown.find((t) => t.fn === params.get('tab'))?.fn ?? shown[0].fn;
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => setParams({ tab: k }, { replace: true })}
      destroyOnHidden
      items={shown.map(({ fn, label, Tab }) => ({
        key: fn,
        label,
        children: (
          <Suspense fallback={<LoadingSkeleton />}>
            <Tab />
          </Suspense>
        ),
      }))}
    />
  );
}
