import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { PageTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import { useFindEmail } from '../api/find-email';
import { DomainSearchPanel } from '../components/domain-search-panel';
import { FindLeadsPage } from '../components/find-leads-layout';
import { FinderAnswerCard } from '../components/finder-answer';
import { SpendError } from '../components/spend-error';
import { FinderFormInput, finderInput } from '../finder-target';
import { FINDER_CHARGE_NOTE } from '../labels';

/** `/find-leads/finder`: a person's address from their name and company, and the domain search. */
export function FinderPage() {
  const form = useZodForm(FinderFormInput, {
    defaultValues: { firstName: '', lastName: '', company: '' },
  });
  const find = useFindEmail();
  const [domain, setDomain] = useState<string | null>(null);
  const [askedName, setAskedName] = useState('');
  const { errors } = form.formState;

  const submit = (values: FinderFormInput) => {
    setAskedName(`${values.firstName} ${values.lastName}`);
    const input = finderInput(values);
    find.mutate(input, {
      onSuccess: (answer) => {
        const asked = answer.domain ?? input.domain;
        if (asked) setDomain(asked);
      },
    });
  };

  return (
    <FindLeadsPage>
      <PageTitle
        title="E-mail finder"
        description="A name and a company in, an address our own check answers for out."
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-6">
          <section
            aria-labelledby="finder-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="finder-heading" className="text-lg font-bold text-slate-900">
              Find an e-mail address
            </h2>
            <Form form={form} onSubmit={submit} className="mt-4 space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="First name"
                  autoComplete="off"
                  error={errors.firstName?.message}
                  {...form.register('firstName')}
                />
                <TextField
                  label="Last name"
                  autoComplete="off"
                  error={errors.lastName?.message}
                  {...form.register('lastName')}
                />
              </div>
              <TextField
                label="Company domain or company name"
                placeholder="acme.com"
                autoComplete="off"
                hint="A domain or web address (acme.com, https://acme.com) is searched as the domain; anything else as the company’s name in our leads."
                error={errors.company?.message}
                {...form.register('company')}
              />
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <Button type="submit" isLoading={find.isPending} loadingText="Checking…">
                  Find the address
                </Button>
                <p className="text-sm text-slate-600">{FINDER_CHARGE_NOTE}</p>
              </div>
            </Form>
          </section>
          <div aria-live="polite" aria-busy={find.isPending}>
            {find.isPending ? (
              <p className="text-sm text-slate-600">
                Checking with the company’s mail server: this can take a few seconds.
              </p>
            ) : find.isSuccess ? (
              <FinderAnswerCard answer={find.data} name={askedName} />
            ) : null}
          </div>
          {find.isError ? <SpendError error={find.error} toDoMore="find more addresses" /> : null}
        </div>
        <DomainSearchPanel domain={domain} onSearch={setDomain} />
      </div>
    </FindLeadsPage>
  );
}
