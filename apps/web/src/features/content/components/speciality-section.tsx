import { Loading, Skeleton } from '@/components/query-state';
import { useSpeciality } from '../api/get-speciality';
import { SafeImage } from './safe-image';
import { Section, SectionHeading, SectionLoadError } from './section';

/** The speciality record: a heading and its four boxes. */
export function SpecialitySection() {
  const query = useSpeciality();

  if (query.isPending) {
    return (
      <Section tone="muted">
        <Loading label="Loading..." className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-52 w-full rounded-xl" />
          ))}
        </Loading>
      </Section>
    );
  }
  if (query.isError) {
    return <SectionLoadError query={query} tone="muted" />;
  }
  const block = query.data;
  if (!block) return null;

  const boxes = [
    { title: block.TitleBoxOne, text: block.ParaBoxOne, img: block.ImageBoxOne },
    { title: block.TitleBoxTwo, text: block.ParaBoxTwo, img: block.ImageBoxTwo },
    { title: block.TitleBoxThree, text: block.ParaBoxThree, img: block.ImageBoxThree },
    { title: block.TitleBoxFour, text: block.ParaBoxFour, img: block.ImageBoxFour },
  ].filter((box) => box.title.trim() || box.text.trim());

  return (
    <Section tone="muted" labelledBy="speciality-heading">
      <SectionHeading
        id="speciality-heading"
        eyebrow="Our speciality"
        title={block.headingTitle}
        description={block.subText}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4">
        {boxes.map((box, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: four fixed boxes of one record
            key={index}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <SafeImage src={box.img} alt="" width={56} height={56} className="size-14 rounded-xl" />
            <h3 className="mt-6 text-lg font-semibold text-slate-900">{box.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{box.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
