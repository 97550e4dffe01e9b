import type { Column } from '@/components/kit';
import type { ContentRecord } from '../api/content-resource';

/** A row's picture in a list (the record's image, small). */
function Thumb({ src, round }: { src: string | undefined; round: boolean }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={
        round
          ? 'size-10 rounded-full border border-slate-200 object-cover'
          : 'h-10 w-14 rounded-md border border-slate-200 bg-slate-50 object-contain'
      }
    />
  ) : (
    <span className="text-xs text-slate-600">No image</span>
  );
}

/** A column of a record's text, cut to two lines. */
export const textColumn = (header: string, field: string): Column<ContentRecord> => ({
  header,
  cell: (row) => (
    <span className="line-clamp-2 max-w-md text-left text-slate-800">{row[field]}</span>
  ),
});

/** A column of a record's image. */
export const imageColumn = (header: string, field: string): Column<ContentRecord> => ({
  header,
  cell: (row) => <Thumb src={row[field]} round={false} />,
  className: 'w-24',
});

/** A column of a person's photo. */
export const photoColumn = (header: string, field: string): Column<ContentRecord> => ({
  header,
  cell: (row) => <Thumb src={row[field]} round />,
  className: 'w-20',
});
