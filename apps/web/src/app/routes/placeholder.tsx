import { PageWrapper } from '../../components/layout/page-wrapper';

/** A screen whose issue has not landed yet: says so instead of pretending. */
export function PlaceholderRoute({ title, description }: { title: string; description: string }) {
  return (
    <PageWrapper>
      <div className="rounded-2xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{description}</p>
      </div>
    </PageWrapper>
  );
}
