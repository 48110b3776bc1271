import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';

// Quill and DOMPurify are most of the job form's code: they load when the description is reached
// (scrolled near, or the form is being filled in), not before the form shows (docs/performance.md)
const loadEditor = () => import('./rich-text-editor');
const loadPreview = () => import('./description-preview');
const RichTextEditor = lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));
const DescriptionPreview = lazy(() =>
  loadPreview().then((module) => ({ default: module.DescriptionPreview })),
);

/** True once the element scrolls within a screen of the viewport, or someone starts on the page's fields. */
function useReached() {
  const near = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached || !near.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setReached(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(near.current);
    const started = () => setReached(true);
    document.addEventListener('focusin', started, { once: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', started);
    };
  }, [reached]);
  return { near, reached };
}

function Waiting({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-52 items-center justify-center rounded-lg border border-slate-300 bg-white text-sm text-slate-500">
      {children ?? t('web.common.loading')}
    </div>
  );
}

interface DescriptionFieldProps {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}

/** The description's editor, loaded when it is reached. */
export function DescriptionEditor(props: DescriptionFieldProps) {
  const { near, reached } = useReached();
  if (!reached)
    return (
      <div ref={near}>
        <Waiting />
      </div>
    );
  return (
    <Suspense fallback={<Waiting />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The description as the job page will show it, sanitized, once the sanitizer has loaded with the editor. */
export function LazyDescriptionPreview({ html }: { html: string }) {
  const { near, reached } = useReached();
  if (!reached) return <div ref={near} className="min-h-6" />;
  return (
    <Suspense fallback={<div className="min-h-6" />}>
      <DescriptionPreview html={html} />
    </Suspense>
  );
}
