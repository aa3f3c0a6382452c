import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/** Page number and size of a server-paged table; a new page size starts again at page 1. */
export function usePaging(initialSize = 10) {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(initialSize);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (t) => `共 ${t} 条`,
    onChange: (c, s) => {
      setCurrent(s !== size ? 1 : c);
      setSize(s);
    },
  });
  return { current, size, setCurrent, pagination };
}
