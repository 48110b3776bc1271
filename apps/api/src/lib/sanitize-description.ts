import { withPlainSpaces } from '@jobbel/shared/jobs/search-key';
import sanitizeHtml from 'sanitize-html';

/**
 * docs/decisions/api-conventions.md: job descriptions keep only what the editor makes (spec 001 §5: headers 1-3, bold,
 * italic, underline, lists, links); links only http, https, mailto and tel.
 */
export function sanitizeDescription(html: string): string {
  return withPlainSpaces(
    sanitizeHtml(html, {
      allowedTags: [
        'p',
        'br',
        'h1',
        'h2',
        'h3',
        'strong',
        'b',
        'em',
        'i',
        'u',
        'ol',
        'ul',
        'li',
        'a',
        'span',
      ],
      allowedAttributes: {
        a: ['href', 'target', 'rel'],
        li: ['data-list', 'class'],
        p: ['class'],
        span: ['class'],
      },
      allowedClasses: {
        '*': [
          'ql-indent-1',
          'ql-indent-2',
          'ql-indent-3',
          'ql-indent-4',
          'ql-indent-5',
          'ql-indent-6',
          'ql-indent-7',
          'ql-indent-8',
          'ql-ui',
        ],
      },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowProtocolRelative: false,
      transformTags: {
        a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
      },
    }),
  );
}
