import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

interface AdminTableProps<T> {
  label: string;
  rows: T[];
  total: number;
  offset: number;
  pageSize: number;
  columns: { header: string; cell: (row: T) => ReactNode }[];
  rowKey: (row: T) => number;
  onPage: (offset: number) => void;
  search: string;
  onSearch: (text: string) => void;
  status: string;
  statuses: readonly string[];
  onStatus: (status: string) => void;
}

/** A searchable, filterable table paged on the server. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <input
          type="search"
          aria-label={t('web.admin.adminTable.zoekLabel', { label: props.label })}
          placeholder={t('web.admin.adminTable.search')}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          className="min-w-0 flex-1 basis-48 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <select
          aria-label={t('web.common.status')}
          value={props.status}
          onChange={(event) => props.onStatus(event.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        >
          {props.statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
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
            {props.rows.map((row) => (
              <tr key={props.rowKey(row)} className="border-t border-slate-100">
                {props.columns.map((column) => (
                  <td key={column.header} className="px-4 py-3">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {props.rows.length === 0 && (
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
          {t('web.admin.adminTable.range', {
            first: props.total === 0 ? 0 : props.offset + 1,
            last: Math.min(props.offset + props.pageSize, props.total),
            total: props.total,
          })}
        </span>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={props.offset === 0}
            onClick={() => props.onPage(Math.max(0, props.offset - props.pageSize))}
          >
            {t('web.common.previous')}
          </Button>
          <Button
            variant="secondary"
            disabled={props.offset + props.pageSize >= props.total}
            onClick={() => props.onPage(props.offset + props.pageSize)}
          >
            {t('web.common.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
