import { type ComponentProps, type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { controlClasses, describedBy, FieldShell } from './field-shell';

/**
 * Fields for forms the admin editor does not drive (checkout, filters, a message's reply): the
 * caller hands the control its props (`register()` or value/onChange) and its error; the label,
 * hint and error are tied to the control by FieldShell, as in the admin editor's fields.
 */
type PlainFieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra classes for the control itself (className goes to the field's frame). */
  controlClassName?: string;
};

/** The control's id (given or generated) and the attributes that tie it to label, hint and error. */
function usePlainControl(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, hint, error),
  } as const;
}

/** A labelled select; `chevron` draws the storefront's own arrow instead of the native one. */
export function PlainSelectField({
  label,
  error,
  hint,
  id,
  className,
  controlClassName,
  chevron = false,
  children,
  ...props
}: ComponentProps<'select'> & PlainFieldProps & { chevron?: boolean }) {
  const control = usePlainControl(id, hint, error);
  const select = (
    <select
      {...control}
      className={cn(
        controlClasses(Boolean(error)),
        'h-11',
        chevron ? 'appearance-none pr-10' : 'pr-9',
        controlClassName,
      )}
      {...props}
    >
      {children}
    </select>
  );
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error} className={className}>
      {chevron ? (
        <div className="relative">
          {select}
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
        </div>
      ) : (
        select
      )}
    </FieldShell>
  );
}

/** A labelled multi-line text box. */
export function PlainTextAreaField({
  label,
  error,
  hint,
  id,
  className,
  controlClassName,
  rows = 4,
  ...props
}: ComponentProps<'textarea'> & PlainFieldProps) {
  const control = usePlainControl(id, hint, error);
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...control}
        rows={rows}
        className={cn(controlClasses(Boolean(error)), 'py-2.5', controlClassName)}
        {...props}
      />
    </FieldShell>
  );
}
