function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The picture, or the initials on a coloured disc when there is none; decoration beside a name. */
export function Avatar({
  name,
  url,
  className = 'h-9 w-9',
}: {
  name: string;
  url?: string;
  className?: string;
}) {
  if (url) return <img src={url} alt="" className={`${className} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} flex items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800`}
    >
      {initials(name) || '?'}
    </span>
  );
}
