import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormValues } from './use-form-values';

type Values = { name: string; year: string; shown: boolean };
const start: Values = { name: 'Ana', year: '2020', shown: false };

describe('useFormValues', () => {
  it('changes one value and clears only that field’s error', () => {
    const { result } = renderHook(() => useFormValues<Values>(start));
    act(() => result.current.setErrors({ name: 'Name is required', year: 'Year must be four digits' }));
    act(() => result.current.set('name')('Ben'));
    expect(result.current.values).toEqual({ name: 'Ben', year: '2020', shown: false });
    expect(result.current.errors).toEqual({ name: undefined, year: 'Year must be four digits' });
    act(() => result.current.set('shown')(true));
    expect(result.current.values.shown).toBe(true);
    expect(result.current.errors.year).toBe('Year must be four digits');
  });

  it('keeps an error that names no value (a file, the whole form) until it is set again', () => {
    const { result } = renderHook(() => useFormValues<Values>(() => start));
    act(() => result.current.setErrors({ file: 'Choose an image' }));
    act(() => result.current.set('year')('2021'));
    expect(result.current.errors).toEqual({ file: 'Choose an image' });
    act(() => result.current.setErrors({}));
    expect(result.current.errors).toEqual({});
  });

  it('gives a text field its value, change and error together', () => {
    function Form() {
      const { field, setErrors } = useFormValues<Values>(start);
      const { value, onChange, error } = field('name');
      return (
        <>
          <input aria-label="Name" value={value} onChange={(event) => onChange(event.target.value)} />
          <output>{error ?? 'no error'}</output>
          <button type="button" onClick={() => setErrors({ name: 'Name is required' })}>
            Check
          </button>
        </>
      );
    }
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Name is required');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Cleo' } });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Cleo');
    expect(screen.getByRole('status').textContent).toBe('no error');
  });
});
