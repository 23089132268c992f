import { useState } from 'react';

type Validators<K extends string> = Readonly<Record<K, (value: string) => string | null>>;

/**
 * Field values with validation as a person types: an error shows once a field was left or the form was
 * submitted, and values are never cleared by a failed submit.
 */
export const useFormFields = <K extends string>(initial: Readonly<Record<K, string>>, validators: Validators<K>) => {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<K>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const keys = Object.keys(initial) as K[];
  const errorOf = (key: K): string | null => validators[key](values[key]);
  return {
    values,
    set: (key: K) => (value: string) => setValues((current) => ({ ...current, [key]: value })),
    // Leaving a field left before changes nothing: the same set, so no redraw.
    touch: (key: K) => () => setTouched((current) => (current.has(key) ? current : new Set(current).add(key))),
    visibleError: (key: K): string | null => (submitted || touched.has(key) ? errorOf(key) : null),
    /** Marks the form submitted; true when every field is valid. */
    validateAll: (): boolean => {
      setSubmitted(true);
      return keys.every((key) => errorOf(key) === null);
    },
  };
};
