import { type DiscountQuote, formatUsd } from '@leadvault/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useQuoteDiscount } from '../api/quote-discount';

/**
 * 'Discount code' with its 'Apply': the server prices the package with the code and says why
 * it cannot be used (unknown, expired, not for this package, used up, already used by you).
 * The order is priced again, by the same rules, when it is placed.
 */
export function DiscountCodeField({
  packageId,
  applied,
  onChange,
}: {
  packageId: string;
  applied: DiscountQuote | undefined;
  onChange: (quote: DiscountQuote | undefined) => void;
}) {
  const [typed, setTyped] = useState('');
  const quote = useQuoteDiscount();
  const statusId = useId();

  if (applied) {
    return (
      <div
        id={statusId}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm"
      >
        <p className="text-emerald-900">
          Code <strong className="font-mono">{applied.code}</strong> applied:{' '}
          {formatUsd(applied.discount)} off.
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onChange(undefined);
            quote.reset();
          }}
        >
          Remove code
        </Button>
      </div>
    );
  }

  const apply = () => {
    const code = typed.trim();
    if (!code) return;
    quote.mutate({ packageId, code }, { onSuccess: (answer) => onChange(answer) });
  };

  return (
    <div className="flex items-start gap-3">
      <TextField
        label="Discount code (optional)"
        className="min-w-0 flex-1"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        error={quote.isError ? quote.error.message : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          if (quote.isError) quote.reset();
        }}
        onKeyDown={(event) => {
          // Enter applies the code instead of placing the order.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <Button
        variant="secondary"
        className="mt-7 h-11"
        isLoading={quote.isPending}
        loadingText="Applying..."
        onClick={apply}
      >
        Apply
      </Button>
    </div>
  );
}
