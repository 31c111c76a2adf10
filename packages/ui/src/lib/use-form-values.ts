import { useState } from 'react';
import type { FieldErrors } from './form-validation.ts';

/**
 * A form's values and its fields' errors: the one form state of the web app's and the admin's forms (the contact
 * form, the CV editor's, the settings, an artist's fields and works). `set(key)` is the setter of one value, which
 * also clears that field's error; `field(key)` is a text field's value, change and error together
 * (`<TextField {...field('siteName')} />`). An error may name what is no value (a file to choose, the whole form).
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    <K extends keyof Values & string>(key: K) =>
    (value: Values[K]) => {
      setValues((was) => ({ ...was, [key]: value }));
      setErrors((was) => (was[key] === undefined ? was : { ...was, [key]: undefined }));
    };
  const field = <K extends keyof Values & string>(key: K) => ({
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });
  return { values, setValues, errors, setErrors, set, field };
}
