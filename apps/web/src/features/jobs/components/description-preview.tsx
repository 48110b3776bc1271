import { sanitizeHtml } from '../../../lib/sanitize';

export function DescriptionPreview({ html }: { html: string }) {
  return (
    <div
      className="prose-job space-y-2 text-slate-700"
      data-testid="description-preview"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify against the editor's allow-list
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
