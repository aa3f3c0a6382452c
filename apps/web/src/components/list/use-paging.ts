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

/**
 * Paging with the filters of a search form: `search` applies what the form holds (through `toFilters`,
 * which trims and drops empty values) and goes back to page 1; `filtered` says whether any filter is set.
 */
export function useListFilters<F extends object, V = F>(toFilters: (v: V) => F, initialSize = 10) {
  const paging = usePaging(initialSize);
  const [filters, setFilters] = useState<F>({} as F);
  const search = (v: V) => {
    setFilters(toFilters(v));
    paging.setCurrent(1);
  };
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== null && v !== '');
  return { ...paging, filters, filtered, search };
}
