import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';

export function Logo({ size = 'md', inverted = false }: { size?: 'sm' | 'md' | 'lg'; inverted?: boolean }) {
  const box = { sm: 'h-8 w-8 text-lg', md: 'h-10 w-10 text-xl', lg: 'h-16 w-16 text-3xl' }[size];
  const text = { sm: 'text-lg', md: 'text-2xl', lg: 'text-4xl' }[size];
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`inline-flex items-center justify-center rounded-xl font-black ${box} ${inverted ? 'bg-white text-brand-700' : 'bg-brand-700 text-white'}`}
      >
        J
      </span>
      <span className={`font-extrabold tracking-tight ${text} ${inverted ? 'text-white' : 'text-brand-800'}`}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
