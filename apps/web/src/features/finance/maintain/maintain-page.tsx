import { Card, Tabs, type TabsProps } from 'antd';
import type { PageProps } from '../../../lib/routes';
import { AdjustmentLog } from '../adjustment-log';
import { StandardsTab } from './standards-tab';

/** The tabs of 收费维护; each tab is its own component. */
const TABS: TabsProps['items'] = [
  { key: 'standards', label: '收费标准', children: <StandardsTab /> },
  { key: 'adjustments', label: '调整记录', children: <AdjustmentLog /> },
];

/** 收费维护: the versioned fee standards (and the adjustment log). */
export default function MaintainPage(_props: PageProps) {
  return (
    <Card title="收费维护">
      <Tabs items={TABS} destroyOnHidden />
    </Card>
  );
}
