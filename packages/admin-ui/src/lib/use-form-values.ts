import type { FieldErrors } from '@oeuvre/ui/lib/form-validation';
import { useState } from 'react';

/**
 * A form's values and its fields' errors. `set(key)` changes one value and clears that field's error; `field(key)`
 * is a text field's value, change and error together (`<TextField {...field('siteName')} />`).
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((was) => ({ ...was, [key]: value }));
      setErrors((was) => ({ ...was, [key]: undefined }));
    };
  const field = <K extends keyof Values & string>(key: K) => ({
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });
  return { values, setValues, errors, setErrors, set, field };
}
