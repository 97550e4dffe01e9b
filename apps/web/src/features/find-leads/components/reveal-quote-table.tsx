import type { RevealQuote } from '@leadvault/contract';
import { Alert } from '@/components/ui/alert';
import { credits, formatCount, uncheckedText } from '../labels';

/**
 * What a reveal will cost, row by row (new, owned, unavailable, cost, what stays locked, the
 * balance before and after), and a note when some leads are checked first: the quote of a page
 * selection and of a whole search alike.
 */
export function RevealQuoteTable({ quote }: { quote: RevealQuote }) {
  const charge = Math.min(quote.cost, quote.balance);
  return (
    <>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        <QuoteRow label="New e-mails" value={formatCount(quote.new)} />
        <QuoteRow label="Already yours (free)" value={formatCount(quote.owned)} />
        <QuoteRow label="Unavailable (not charged)" value={formatCount(quote.unavailable)} />
        <QuoteRow label="Cost" value={credits(charge)} strong />
        {quote.cost > charge ? (
          <QuoteRow
            label="Left locked (not enough credits)"
            value={formatCount(quote.cost - charge)}
          />
        ) : null}
        <QuoteRow label="Your balance" value={credits(quote.balance)} />
        <QuoteRow label="Balance after" value={credits(quote.balance - charge)} />
      </dl>
      {quote.unchecked > 0 ? <Alert variant="info">{uncheckedText(quote.unchecked)}.</Alert> : null}
    </>
  );
}

function QuoteRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd
        className={
          strong
            ? 'font-bold text-slate-900 tabular-nums'
            : 'font-medium text-slate-800 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}
