import { MoreButton } from '../../../components/ui/more-button';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { type ReviewSubject, useReviews } from '../api/get-reviews';

/** The reviews on a profile or business page: stars, comment, the reviewer's first name and the month. */
export function ReviewsSection({ subject }: { subject: ReviewSubject }) {
  const reviews = useReviews(subject);
  const shown = reviews.data?.pages.flatMap((page) => page.data);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="mb-3 text-lg font-bold">
        {t('web.shifts.reviews.title')}
      </h2>
      {reviews.isError && <p className="text-slate-600">{t('web.shifts.reviews.failed')}</p>}
      {shown?.length === 0 && <p className="text-slate-600">{t('web.shifts.reviews.empty')}</p>}
      <ul className="space-y-4">
        {shown?.map((review) => (
          <li
            key={review.ratingID}
            className="border-b border-slate-100 pb-3 last:border-0"
            data-testid="review"
          >
            <p
              className="text-amber-500"
              role="img"
              aria-label={t('web.shifts.reviews.stars', { stars: review.ratingStars })}
            >
              {'★'.repeat(review.ratingStars)}
              <span className="text-slate-300">{'★'.repeat(5 - review.ratingStars)}</span>
            </p>
            {review.ratingComment && <p className="mt-1 text-slate-800">{review.ratingComment}</p>}
            <p className="mt-1 text-xs text-slate-500">
              {t('web.shifts.reviews.byOn', {
                name: review.reviewerName,
                month: formatDate(parseApiDateTime(`${review.ratingMonth}-01`) ?? new Date(), 'MMMM yyyy'),
              })}
            </p>
          </li>
        ))}
      </ul>
      <MoreButton list={reviews} label={t('web.shifts.reviews.more')} className="mt-4" />
    </section>
  );
}
