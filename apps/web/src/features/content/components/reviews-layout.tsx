import type { Testimonial } from '@leadvault/contract';
import { ReviewCard } from './review-card';

/** The spec's carousel: autoplay every 3000 ms; 1 slide below 768 px, 2 from 768, 3 from 1024. */
export const AUTOPLAY_DELAY = 3000;
export const BREAKPOINTS = {
  640: { slidesPerView: 1, spaceBetween: 24 },
  768: { slidesPerView: 2, spaceBetween: 24 },
  1024: { slidesPerView: 3, spaceBetween: 28 },
};

/**
 * The carousel's first position drawn without Swiper (server render, and until Swiper has
 * loaded): the same slide widths and gaps as BREAKPOINTS, the same space for the bullets.
 */
export function StaticReviews({
  reviews,
  ratingFor,
}: {
  reviews: Testimonial[];
  ratingFor: (review: Testimonial) => number;
}) {
  return (
    <div className="swiper overflow-hidden pb-14!">
      <ul className="flex gap-5 sm:gap-6 lg:gap-7">
        {reviews.map((review) => (
          <li
            key={review._id}
            className="w-full shrink-0 md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3.5rem)/3)]"
          >
            <ReviewCard review={review} rating={ratingFor(review)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
