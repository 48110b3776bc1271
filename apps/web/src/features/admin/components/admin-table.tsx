import { ADMIN_SEARCH_MIN_CHARACTERS } from '@jobbel/shared/admin/admin.schemas';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../api/admin-queries';
import type { AdminListState } from '../use-admin-list-state';

interface AdminTableProps<T> {
  label: string;
  list: AdminListState;
  page: AdminPage<T> | undefined;
  columns: { header: string; cell: (row: T) => ReactNode }[];
  rowKey: (row: T) => number;
  statuses: readonly string[];
}

/** A searchable, filterable table paged on the server by cursor. */
export function AdminTable<T>({ list, page, ...props }: AdminTableProps<T>) {
  const rows = page?.data ?? [];
  const total = page?.total ?? 0;
  const before = list.query.trail.length * ADMIN_PAGE_SIZE;
  const nextCursor = page?.nextCursor ?? null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <input
          type="search"
          aria-label={t('web.admin.adminTable.zoekLabel', { label: props.label })}
          aria-describedby={list.searchTooShort ? 'admin-search-too-short' : undefined}
          placeholder={t('web.admin.adminTable.search')}
          value={list.query.search}
          onChange={(event) => list.searchFor(event.target.value)}
          className="min-w-0 flex-1 basis-48 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <select
          aria-label={t('web.common.status')}
          value={list.query.status}
          onChange={(event) => list.filterOn(event.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        >
          {props.statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        {list.searchTooShort && (
          <p id="admin-search-too-short" className="basis-full text-sm text-slate-600">
            {t('web.admin.adminTable.searchTooShort', { fewest: ADMIN_SEARCH_MIN_CHARACTERS })}
          </p>
        )}
      </div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
            <tr>
              {props.columns.map((column) => (
                <th key={column.header} className="px-4 py-3">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={props.rowKey(row)} className="border-t border-slate-100">
                {props.columns.map((column) => (
                  <td key={column.header} className="px-4 py-3">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={props.columns.length} className="px-4 py-6 text-center text-slate-500">
                  {t('web.admin.adminTable.none')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>
          {t(page?.totalIsAtLeast ? 'web.admin.adminTable.rangeOfMoreThan' : 'web.admin.adminTable.range', {
            first: rows.length === 0 ? 0 : before + 1,
            last: before + rows.length,
            total,
          })}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={list.query.trail.length === 0} onClick={list.previous}>
            {t('web.common.previous')}
          </Button>
          <Button
            variant="secondary"
            disabled={nextCursor === null}
            onClick={() => nextCursor && list.next(nextCursor)}
          >
            {t('web.common.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
