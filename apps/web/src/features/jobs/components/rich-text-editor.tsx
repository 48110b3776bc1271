import { withPlainSpaces } from '@jobbel/shared/jobs/search-key';
import 'quill/dist/quill.snow.css';
import Quill from 'quill';
import { useEffect, useRef } from 'react';
import { t } from '../../../lib/i18n';

// spec 001 §2 and §5: exactly this toolbar; links keep only http, https, mailto and tel
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];
const LinkFormat = Quill.import('formats/link') as { PROTOCOL_WHITELIST: string[] };
LinkFormat.PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel'];

interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}

/** Quill 2, mounted once; the parent keeps the HTML. */
export function RichTextEditor({ initialHtml, onChange, labelledBy }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const initial = useRef(initialHtml);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const editorElement = element.appendChild(document.createElement('div'));
    const quill = new Quill(editorElement, {
      theme: 'snow',
      modules: { toolbar: TOOLBAR, history: { delay: 1000, maxStack: 100, userOnly: true } },
    });
    quill.root.setAttribute('aria-labelledby', labelledBy);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    // Quill's heading picker is a button without a name
    for (const picker of element.querySelectorAll('.ql-header .ql-picker-label'))
      picker.setAttribute('aria-label', t('web.jobs.richTextEditor.headingLevel'));
    // not dangerouslyPasteHTML: it also puts the caret in the editor, and so took the focus from the field
    // someone was typing in while the editor loaded (their typing landed in the description)
    if (initial.current)
      quill.setContents(quill.clipboard.convert({ html: initial.current, text: '' }), Quill.sources.SILENT);
    quill.on('text-change', () =>
      latestOnChange.current(quill.getText().trim() ? withPlainSpaces(quill.getSemanticHTML()) : ''),
    );
    return () => {
      element.innerHTML = '';
    };
  }, [labelledBy]);

  return (
    <div ref={host} className="rounded-lg bg-white [&_.ql-editor]:min-h-40" data-testid="rich-text-editor" />
  );
}
