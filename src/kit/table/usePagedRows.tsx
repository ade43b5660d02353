import { Pagination, type PaginationProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/**
 * A list shown `pageSize` rows at a time: the rows of the current page and the pager that turns
 * the pages (null while the list fits on one page). When the list shrinks below the current page
 * (e.g. its rows were fixed), its last page is shown.
 */
export function usePagedRows<T>(
  rows: readonly T[],
  pageSize: number,
  pagerSize?: PaginationProps['size'],
): { shown: T[]; pager: ReactNode } {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  return {
    shown: rows.slice((current - 1) * pageSize, current * pageSize),
    pager:
      pages > 1 ? (
        <Pagination total={pages} value={current} onChange={setPage} size={pagerSize} />
      ) : null,
  };
}
