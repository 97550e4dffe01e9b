import type { Testimonial } from '@leadvault/contract';
import { type FocusEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { EmptyState, SectionError } from '@/components/query-state';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useTestimonials } from '../api/get-testimonials';
import { useTestimonialsTitle } from '../api/get-testimonials-title';
import { useNearViewport } from '../hooks/use-near-viewport';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { StaticReviews } from './reviews-layout';
import { Section, SectionHeading } from './section';
import { randomRating } from './star-rating';

// Swiper and its styles are loaded once the reviews come near the viewport.
const ReviewsSwiper = lazy(async () => ({
  default: (await import('./reviews-swiper')).ReviewsSwiper,
}));

const controlClass =
  'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors ' +
  'hover:border-indigo-300 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'disabled:opacity-50';

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-4">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-4">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.7l-10-6.5A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

/**
 * 'Customer Reviews': the testimonials in a Swiper carousel. Autoplay pauses while the
 * pointer is over it or focus is inside it, can be paused with a button, and is off for people
 * who prefer reduced motion. Arrow keys, the previous/next buttons and the bullets move it.
 */
export function ReviewsCarousel() {
  const testimonials = useTestimonials();
  const title = useTestimonialsTitle();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [carouselRef, nearViewport] = useNearViewport<HTMLDivElement>();
  // Shown, never stored: drawn once per review so it stays the same while the page is open
  // (also when Swiper takes over from the first static slides).
  const ratings = useRef(new Map<string, number>());
  const ratingFor = useCallback((review: Testimonial) => {
    let rating = ratings.current.get(review._id);
    if (rating === undefined) {
      rating = randomRating(review._id);
      ratings.current.set(review._id, rating);
    }
    return rating;
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  const reviews = testimonials.data ?? [];
  const autoplayEnabled = !reducedMotion && reviews.length > 1;
  const shouldRun = autoplayEnabled && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !autoplayEnabled) return;
    if (shouldRun && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldRun && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, autoplayEnabled, shouldRun]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const eyebrow = title.data?.titleTop || 'Customer Reviews';
  const heading = title.data?.titleOne || 'What People Say About Us';

  return (
    <Section tone="muted" labelledBy="reviews-heading">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="reviews-heading" align="left" eyebrow={eyebrow} title={heading} />
        {reviews.length > 1 ? (
          <div className="flex shrink-0 items-center gap-2">
            {autoplayEnabled ? (
              <button
                type="button"
                className={controlClass}
                onClick={() => setUserPaused((value) => !value)}
                aria-label={userPaused ? 'Play the reviews' : 'Pause the reviews'}
              >
                {userPaused ? <PlayIcon /> : <PauseIcon />}
              </button>
            ) : null}
            <button
              type="button"
              className={controlClass}
              onClick={() => swiper?.slidePrev()}
              aria-label="Previous review"
              disabled={!swiper}
            >
              <ArrowRightIcon className="size-4 rotate-180" />
            </button>
            <button
              type="button"
              className={controlClass}
              onClick={() => swiper?.slideNext()}
              aria-label="Next review"
              disabled={!swiper}
            >
              <ArrowRightIcon className="size-4" />
            </button>
          </div>
        ) : null}
      </div>

      <div className="mt-12">
        {testimonials.isPending ? (
          <div
            role="status"
            className="flex min-h-72 flex-col items-center justify-center gap-3 text-indigo-600"
          >
            <Spinner size="lg" />
            <span className="text-sm font-medium text-slate-500">Loading reviews...</span>
          </div>
        ) : testimonials.isError ? (
          <SectionError
            what="the reviews"
            onRetry={() => testimonials.refetch()}
            isRetrying={testimonials.isFetching}
          />
        ) : reviews.length === 0 ? (
          <EmptyState
            title="No reviews yet."
            description="Our customers' reviews will appear here soon."
          />
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: only pauses autoplay; the controls are the buttons
          <div
            ref={carouselRef}
            onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
          >
            {nearViewport ? (
              <Suspense fallback={<StaticReviews reviews={reviews} ratingFor={ratingFor} />}>
                <ReviewsSwiper
                  reviews={reviews}
                  ratingFor={ratingFor}
                  autoplayEnabled={autoplayEnabled}
                  reducedMotion={reducedMotion}
                  onSwiper={setSwiper}
                />
              </Suspense>
            ) : (
              <StaticReviews reviews={reviews} ratingFor={ratingFor} />
            )}
          </div>
        )}
      </div>
    </Section>
  );
}
