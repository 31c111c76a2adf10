// One labelled form field with its error message under it (read by screen readers with the input).
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url' | 'number' | 'password';
  helper?: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  required = false,
  multiline = false,
  type = 'text',
  helper,
  placeholder,
  disabled,
  name,
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const intent = error ? 'danger' : 'none';
  const shared = {
    id,
    name,
    value,
    placeholder,
    disabled,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || helper ? messageId : undefined,
  };
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={intent}
      helperText={error || helper ? <span id={messageId}>{error ?? helper}</span> : undefined}
    >
      {multiline ? (
        <TextArea
          {...shared}
          fill
          autoResize
          intent={intent}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <InputGroup {...shared} type={type} fill intent={intent} onValueChange={onChange} />
      )}
    </FormGroup>
  );
}
