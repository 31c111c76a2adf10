import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validateForm } from './form-validation.ts';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required.'), v.maxLength(5, 'Name is too long.')),
    age: v.pipe(v.string(), v.transform(Number), v.number('Age must be a number.')),
  }),
  v.check((form) => form.name !== 'admin', 'That name is taken.'),
);

describe('validateForm', () => {
  test('valid values give the schema output', () => {
    expect(validateForm(schema, { name: '  Ann ', age: '30' })).toEqual({
      ok: true,
      value: { name: 'Ann', age: 30 },
      errors: {},
    });
  });

  test('each field gets the first message the contract gives for it', () => {
    expect(validateForm(schema, { name: '', age: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.', age: 'Age must be a number.' },
    });
  });

  test("a message about the whole form is under '_form'", () => {
    expect(validateForm(schema, { name: 'admin', age: '1' })).toEqual({
      ok: false,
      errors: { _form: 'That name is taken.' },
    });
  });
});
