import type { NotFoundState } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PackageIcon } from './icons';

/** What the package and checkout pages say for a package that does not exist. */
export const packageNotFound: NotFoundState = {
  icon: <PackageIcon className="size-7" />,
  title: 'Package not found',
  text: 'This package does not exist or is no longer on sale.',
  action: (
    <ButtonLink to={paths.pricing} variant="primary">
      See all packages
    </ButtonLink>
  ),
};
