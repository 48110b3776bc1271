import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

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
  saveFile(blob, fileName);
}
