import { zodResolver } from '@hookform/resolvers/zod';
import { maxLengths } from '@leadvault/contract';
import { type ComponentProps, useCallback, useMemo, useRef } from 'react';
import {
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { revealFirstInvalid } from './reveal-first-invalid';

/**
 * react-hook-form bound to a contract schema: validation runs on submit (then on change),
 * and the submit handler receives the schema's parsed output. `register` also gives each field
 * the schema's length limit as `maxLength`, so typing stops where the server would refuse.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
  const limits = useMemo<Record<string, number | undefined>>(
    () => (schema instanceof z.ZodObject ? maxLengths(schema) : {}),
    [schema],
  );
  const { register: registerField } = form;
  const register = useCallback<UseFormRegister<z.input<S>>>(
    (name, registerOptions) => {
      const field = registerField(name, registerOptions);
      const maxLength = limits[name];
      return maxLength === undefined ? field : { maxLength, ...field };
    },
    [registerField, limits],
  );
  // A fresh object each render, like useForm's own (its formState is read per render).
  return { ...form, register };
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
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={form.handleSubmit(onSubmit, () => revealFirstInvalid(ref.current))}
      {...props}
    >
      {children}
    </form>
  );
}
