import { Button } from 'antd';
import { useState } from 'react';
import { RealEstateQueryDrawer } from './real-estate-query-drawer';

/** 审批's 不动产查询 button and the drawer it opens. */
export function RealEstateQueryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>不动产查询</Button>
      <RealEstateQueryDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
