import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/routes';
import type { ApprovalTab } from './api';
import { ApprovalDrawer } from './approval-drawer';
import { ApprovalList } from './approval-list';

const TABS: { key: ApprovalTab; label: string }[] = [
  { key: 'pending', label: '待我审批' },
  { key: 'decided', label: '我已审批' },
  { key: 'mine', label: '我的申请' },
];

/** 办公审批: requests of every kind waiting on the user, those they decided, and their own; `?id=` (from a notice or the 工作台) opens one. */
export default function ApprovalPage(_props: PageProps) {
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('id'));
  const [opened, setOpened] = useState<number | null>(Number.isInteger(linked) && linked > 0 ? linked : null);
  const [tab, setTab] = useState<ApprovalTab>('pending');
  const close = () => {
    setOpened(null);
    if (params.has('id')) setParams({}, { replace: true });
  };
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as ApprovalTab)}
        items={TABS.map((t) => ({ key: t.key, label: t.label, children: <ApprovalList tab={t.key} onOpen={setOpened} /> }))}
        destroyOnHidden
      />
      <ApprovalDrawer id={opened} onClose={close} />
    </>
  );
}
