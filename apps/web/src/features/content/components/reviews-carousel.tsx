import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import type { Testimonial } from '@leadvault/contract';
import { type CSSProperties, type FocusEvent, useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useTestimonials } from '../api/get-testimonials';
import { useTestimonialsTitle } from '../api/get-testimonials-title';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { EmptyState, LoadError } from './query-state';
import { SafeImage } from './safe-image';
import { Section, SectionHeading } from './section';
import { randomRating, StarRating } from './star-rating';

/** The spec's carousel: autoplay every 3000 ms; 1 slide below 768 px, 2 from 768, 3 from 1024. */
const AUTOPLAY_DELAY = 3000;
const BREAKPOINTS = {
  640: { slidesPerView: 1, spaceBetween: 24 },
  768: { slidesPerView: 2, spaceBetween: 24 },
  1024: { slidesPerView: 3, spaceBetween: 28 },
};

function ReviewCard({ review }: { review: Testimonial }) {
  // Shown, never stored: drawn once per card so it does not change while the page is open.
  const [rating] = useState(randomRating);
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className="size-8 text-indigo-100"
        fill="currentColor"
      >
        <path d="M9.3 25c-2.9 0-5.3-2.4-5.3-5.7 0-5.6 4.2-10.3 9.8-12.3l1 1.9c-3.3 1.6-5.1 4-5.4 6.4 2.7 0 4.8 2.1 4.8 4.7S12.1 25 9.3 25Zm14.6 0c-2.9 0-5.3-2.4-5.3-5.7 0-5.6 4.2-10.3 9.8-12.3l1 1.9c-3.3 1.6-5.1 4-5.4 6.4 2.7 0 4.8 2.1 4.8 4.7S26.7 25 23.9 25Z" />
      </svg>
      <StarRating value={rating} className="mt-4" />
      {/* The flex item grows; the clamped paragraph inside keeps its own 3-line height, so no
          part of a fourth line shows under the ellipsis. */}
      <blockquote title={review.desc} className="mt-4 flex-1">
        <p className="line-clamp-3 text-base leading-relaxed text-slate-700">{review.desc}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
        <SafeImage
          src={review.personImg}
          alt=""
          width={48}
          height={48}
          fallback="person"
          className="size-12 shrink-0 rounded-full object-cover"
        />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{review.personName}</span>
          <span className="block text-sm text-slate-500">{review.personTitle}</span>
        </span>
      </figcaption>
    </figure>
  );
}

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
          <LoadError
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
            onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
          >
            <Swiper
              // Autoplay is set up at creation: a new instance when the motion preference changes.
              key={autoplayEnabled ? 'autoplay' : 'still'}
              modules={[A11y, Autoplay, Keyboard, Pagination]}
              onSwiper={setSwiper}
              slidesPerView={1}
              spaceBetween={20}
              breakpoints={BREAKPOINTS}
              loop={reviews.length > 3}
              rewind={reviews.length <= 3}
              speed={reducedMotion ? 0 : 500}
              autoplay={
                autoplayEnabled ? { delay: AUTOPLAY_DELAY, disableOnInteraction: false } : false
              }
              keyboard={{ enabled: true, onlyInViewport: true }}
              pagination={{ clickable: true }}
              a11y={{
                enabled: true,
                containerMessage: 'Customer reviews',
                prevSlideMessage: 'Previous review',
                nextSlideMessage: 'Next review',
                slideLabelMessage: 'Review {{index}} of {{slidesLength}}',
                paginationBulletMessage: 'Go to review {{index}}',
              }}
              className="pb-14!"
              style={
                {
                  '--swiper-pagination-color': 'var(--color-indigo-600)',
                  '--swiper-pagination-bullet-inactive-color': 'var(--color-slate-400)',
                  '--swiper-pagination-bullet-size': '10px',
                  '--swiper-pagination-bullet-horizontal-gap': '6px',
                } as CSSProperties
              }
            >
              {reviews.map((review) => (
                <SwiperSlide key={review._id} className="h-auto!">
                  <ReviewCard review={review} />
                </SwiperSlide>
              ))}
            </Swiper>
          </div>
        )}
      </div>
    </Section>
  );
}
