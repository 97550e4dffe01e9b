import { CompanyParams } from '@leadvault/contract';
import { Link, useParams } from 'react-router';
import { QueryFailure } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { BuildingIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useCompany } from '../api/get-company';
import { CompanyFacts } from '../components/company-facts';
import { CompanyLeads } from '../components/company-leads';
import { FindLeadsPage } from '../components/find-leads-layout';
import { ResultsSkeleton } from '../components/results-skeleton';
import { paramsFromFilters } from '../filters';

/** The domain of the address as the server reads it (`www.Acme.com` is `acme.com`). */
function domainOf(param: string | undefined): string {
  const parsed = CompanyParams.shape.domain.safeParse(param ?? '');
  return parsed.success ? parsed.data : (param ?? '');
}

/**
 * /find-leads/companies/:domain: a company as our leads describe it (facts, e-mail pattern and
 * its share, catch-all, counts), then its leads with the search's selection and reveal.
 */
export function CompanyPage() {
  const domain = domainOf(useParams().domain);
  const company = useCompany(domain);
  const searchLink = `${paths.findLeads}?${paramsFromFilters({ q: undefined, domain: [domain] })}`;

  if (company.isPending) {
    return (
      <FindLeadsPage>
        <ResultsSkeleton label={`Loading ${domain}...`} />
      </FindLeadsPage>
    );
  }
  if (company.isError) {
    return (
      <FindLeadsPage>
        <QueryFailure
          query={company}
          icon={<BuildingIcon className="size-7" />}
          title="We couldn't load this company"
          notFound={{
            title: `We hold no leads at ${domain}`,
            text: 'Check the domain, or search the leads by company name.',
            action: <ButtonLink to={paths.findLeads}>Search leads</ButtonLink>,
          }}
        />
      </FindLeadsPage>
    );
  }

  const data = company.data;
  return (
    <FindLeadsPage>
      <PageTitle
        title={data.companyName || data.domain}
        eyebrow="Company"
        description={<span className="font-mono break-all">{data.domain}</span>}
        actions={
          <Link
            to={searchLink}
            className="text-sm font-semibold text-indigo-700 underline hover:text-indigo-600"
          >
            Filter these leads in the search
          </Link>
        }
      />
      <div className="mt-6 space-y-8">
        <CompanyFacts company={data} />
        <CompanyLeads domain={data.domain} companyName={data.companyName || data.domain} />
      </div>
    </FindLeadsPage>
  );
}
