import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';

/** Copies `value` to the clipboard and says so in a toast (or that it could not). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('Copied');
    } catch {
      toast.error('Copy failed: select the address and copy it yourself.');
    }
  };
  return (
    <Button variant="secondary" size="sm" aria-label={label} onClick={() => void copy()}>
      Copy
    </Button>
  );
}
