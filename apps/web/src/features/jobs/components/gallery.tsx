import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from '../../../components/ui/trap-focus';
import { t } from '../../../lib/i18n';

/** spec 001 §2: 6 columns on large screens; a full-screen viewer with arrows, keys, Escape and 'n / total'. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="mb-3 text-lg font-bold text-slate-900">
        {t('web.jobs.gallery.label')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {images.map((image, index) => (
          <li key={image + String(index)}>
            <button
              type="button"
              onClick={() => setOpenAt(index)}
              aria-label={t('web.jobs.gallery.openPhoto', {
                number: index + 1,
                count: images.length,
              })}
              className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <img
                src={image}
                alt=""
                className="aspect-square w-full object-cover transition hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <GalleryViewer images={images} title={title} start={openAt} onClose={() => setOpenAt(null)} />
      )}
    </section>
  );
}

function GalleryViewer({
  images,
  title,
  start,
  onClose,
}: {
  images: string[];
  title: string;
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const closeButton = useRef<HTMLButtonElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const step = useCallback(
    (delta: number) => setIndex((current) => (current + delta + images.length) % images.length),
    [images.length],
  );

  // Layout effects: in this app React is Preact (docs/decisions/preact.md), whose useEffect runs after
  // the next animation frame, and a key pressed as the viewer appeared went nowhere (e2e, 2026-11-24).
  // Closing gives focus back to the photo that opened the viewer.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus({ preventScroll: true });
  }, []);

  useLayoutEffect(() => {
    // focus without scrolling the page behind, and keep that page still while the viewer is open;
    // Tab stays inside
    closeButton.current?.focus({ preventScroll: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'Escape') onClose();
      else trapFocus(event, layer.current);
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [step, onClose]);

  // on <body>: an animated ancestor would otherwise clip the full-screen viewer to the page card
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from the keyboard (above)
    <div
      ref={layer}
      role="dialog"
      aria-modal="true"
      aria-label={t('web.jobs.gallery.fotoSVanTitle', { title })}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/90 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <button
        ref={closeButton}
        type="button"
        onClick={onClose}
        aria-label={t('web.common.close')}
        className="absolute top-4 right-4 h-11 w-11 rounded-full bg-white/10 text-2xl text-white hover:bg-white/20"
      >
        ×
      </button>
      <button
        type="button"
        onClick={() => step(-1)}
        aria-label={t('web.jobs.gallery.previous')}
        className="absolute left-4 h-12 w-12 rounded-full bg-white/10 text-3xl text-white hover:bg-white/20"
      >
        ‹
      </button>
      <img
        src={images[index]}
        alt={t('web.jobs.gallery.photoOfTitle', { number: index + 1, title })}
        className="max-h-[85vh] max-w-[85vw] rounded-lg object-contain"
      />
      <button
        type="button"
        onClick={() => step(1)}
        aria-label={t('web.jobs.gallery.next')}
        className="absolute right-4 h-12 w-12 rounded-full bg-white/10 text-3xl text-white hover:bg-white/20"
      >
        ›
      </button>
      <p
        className="absolute bottom-6 rounded-full bg-white/10 px-3 py-1 text-sm text-white"
        data-testid="gallery-counter"
      >
        {index + 1} / {images.length}
      </p>
    </div>,
    document.body,
  );
}
