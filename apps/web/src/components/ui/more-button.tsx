import { t } from '../../lib/i18n';
import { Button } from './button';

/** What a list read a page at a time tells about its next page (TanStack Query's infinite query). */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Asks a paged list for its next page; shown only while there is one, and says so while it loads. */
export function MoreButton({
  list,
  label,
  className,
}: {
  list: PagedList;
  label: string;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? t('web.common.loading') : label}
    </Button>
  );
}
