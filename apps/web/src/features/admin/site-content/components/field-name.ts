import type { FieldName, ObjectSchema } from '@/components/kit';

/**
 * A field name that every schema a shared fields component serves has (the add and the edit
 * input; checked by the schemas' own tests).
 */
export const named = <S extends ObjectSchema>(name: string) => name as FieldName<S>;
