import { apiRequest } from '../../../lib/api-client';

/**
 * Fetches an export with the session's token and hands it to the browser as a file. The byte-order
 * mark the server sends is lost when a response is read as text; it is put back so Excel reads UTF-8.
 */
export async function downloadExport(
  path: '/exports/performances' | '/exports/presence' | '/exports/costs' | '/exports/dimona',
  query: Record<string, string | number>,
  fileName: string,
) {
  const csv = fileName.endsWith('.csv');
  const text = await apiRequest<string>(path, { query, asText: true });
  const blob = new Blob(csv ? ['\uFEFF', text] : [text], {
    type: csv ? 'text/csv;charset=utf-8' : 'application/json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
