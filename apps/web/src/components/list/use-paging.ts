import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/** Page number and size of a server-paged table; a new page size starts again at page 1. `unit` follows the total: 共 N 条. */
export function usePaging(unit = '条') {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (t) => `共 ${t} ${unit}`,
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
export function useListFilters<F extends object, V = F>(toFilters: (v: V) => F, unit?: string) {
  const paging = usePaging(unit);
  const [filters, setFilters] = useState<F>({} as F);
  const search = (v: V) => {
    setFilters(toFilters(v));
    paging.setCurrent(1);
  };
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== null && v !== '');
  return { ...paging, filters, filtered, search };
}
