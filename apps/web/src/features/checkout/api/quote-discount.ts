import { DiscountQuote, type DiscountQuoteInput } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/discount-quote`: the server's price of the package with the code. */
export function quoteDiscount(input: DiscountQuoteInput): Promise<DiscountQuote> {
  return api.post('/api/discount-quote', input, { schema: DiscountQuote });
}

export function useQuoteDiscount() {
  return useMutation({ mutationFn: quoteDiscount });
}
