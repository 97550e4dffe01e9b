import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import type { Testimonial } from '@leadvault/contract';
import type { CSSProperties } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ReviewCard } from './review-card';
import { AUTOPLAY_DELAY, BREAKPOINTS } from './reviews-layout';

/**
 * The reviews in Swiper (loaded only when the reviews come near the viewport, so Swiper and
 * its styles stay out of the home page's first load). The carousel around it owns the controls.
 */
export function ReviewsSwiper({
  reviews,
  ratingFor,
  autoplayEnabled,
  reducedMotion,
  onSwiper,
}: {
  reviews: Testimonial[];
  ratingFor: (review: Testimonial) => number;
  autoplayEnabled: boolean;
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
}) {
  return (
    <Swiper
      // Autoplay is set up at creation: a new instance when the motion preference changes.
      key={autoplayEnabled ? 'autoplay' : 'still'}
      modules={[A11y, Autoplay, Keyboard, Pagination]}
      onSwiper={onSwiper}
      slidesPerView={1}
      spaceBetween={20}
      breakpoints={BREAKPOINTS}
      loop={reviews.length > 3}
      rewind={reviews.length <= 3}
      speed={reducedMotion ? 0 : 500}
      autoplay={autoplayEnabled ? { delay: AUTOPLAY_DELAY, disableOnInteraction: false } : false}
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
          <ReviewCard review={review} rating={ratingFor(review)} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
