import type { Testimonial } from '@leadvault/contract';
import { SafeImage } from './safe-image';
import { StarRating } from './star-rating';

/** One customer review: quote mark, stars, the text (three lines at most) and who wrote it. */
export function ReviewCard({ review, rating }: { review: Testimonial; rating: number }) {
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
