import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import {
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form bound to a contract schema: validation runs on submit (then on change),
 * and the submit handler receives the schema's parsed output.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}

type FormProps<TInput extends FieldValues, TOutput> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
};

/** A form that lets the schema, not the browser, decide what is valid (`noValidate`). */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
      {children}
    </form>
  );
}
