import { paths } from '@/config/paths';
import { ButtonLink } from '../ui/button';
import { ArrowRightIcon } from '../ui/icons';
import { DocumentTitle } from '../ui/page-title';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-7xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
      <DocumentTitle title="Page Not Found" />
      <p className="bg-linear-to-br from-indigo-600 to-blue-500 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-4 max-w-md text-base text-slate-600">
        The requested URL you are looking for doesn't exist on this server.
      </p>
      <ButtonLink
        to={paths.home}
        size="lg"
        className="mt-10"
        icon={<ArrowRightIcon className="size-4 rotate-180" />}
      >
        Back to Homepage
      </ButtonLink>
    </section>
  );
}
