import DOMPurify from 'dompurify';

// docs/decisions/api-conventions.md: the editor's allow-list (spec 001 §5), sanitized again when rendering
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'img',
  'span',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'class'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|data:image\/)/i,
  });
}
