export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
