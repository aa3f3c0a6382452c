import { Card, Space, Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { RefreshButton } from './refresh-button';

/** What a list page shows from its query: a page of rows, and whether it is loading. */
export interface ListQuery<T> {
  data?: { list: T[]; total: number };
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListCardProps {
  title: ReactNode;
  query: Pick<ListQuery<unknown>, 'isPending' | 'isFetching' | 'refetch'>;
  /** The toolbar's buttons after 刷新 (export, create, …). */
  tools?: ReactNode;
  /** What stands before 刷新 in the toolbar (a quick search). */
  lead?: ReactNode;
  wrap?: boolean;
  children: ReactNode;
}

/** A list page's card: its title, and a toolbar that starts with 刷新 (spinning on a refetch, not the first load). */
export function ListCard({ title, query, tools, lead, wrap, children }: ListCardProps) {
  return (
    <Card
      title={title}
      extra={
        <Space wrap={wrap}>
          {lead}
          <RefreshButton fetching={query.isFetching && !query.isPending} onRefresh={query.refetch} />
          {tools}
        </Space>
      }
    >
      {children}
    </Card>
  );
}

type ListTableProps<T> = Omit<TableProps<T>, 'loading' | 'dataSource' | 'pagination' | 'locale'> & {
  query: Pick<ListQuery<T>, 'data' | 'isPending'>;
  pagination: (total: number | undefined) => TablePaginationConfig;
  /** What the table says when the page has no rows. */
  empty: ReactNode;
};

/** A server-paged table of the query's rows (keyed by `id` unless told otherwise). */
export function ListTable<T extends object>({ query, pagination, empty, ...table }: ListTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      {...table}
      loading={query.isPending}
      dataSource={query.data?.list ?? []}
      locale={{ emptyText: empty }}
      pagination={pagination(query.data?.total)}
    />
  );
}
