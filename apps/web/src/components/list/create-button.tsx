import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Access } from '../access';

/** The page's primary 新增… button, shown with the page's `create` function (or the one given). */
export function CreateButton({ fn = 'create', onClick, children }: { fn?: string; onClick(): void; children: ReactNode }) {
  return (
    <Access fn={fn}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {children}
      </Button>
    </Access>
  );
}
