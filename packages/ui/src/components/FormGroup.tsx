import './ui.css';
import type { ReactNode } from 'react';
import { cx } from './classes';

export interface FormGroupProps {
  label: ReactNode;
  /** The id of the control the label names. */
  labelFor: string;
  /** A sentence under the control. */
  helperText?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled form control: the label above, the control, then an optional sentence about it. */
export function FormGroup({ label, labelFor, helperText, className, children }: FormGroupProps) {
  return (
    <div className={cx('ui-form-group', className)}>
      <label className="ui-label" htmlFor={labelFor}>
        {label}
      </label>
      {children}
      {helperText ? <div className="ui-form-helper">{helperText}</div> : null}
    </div>
  );
}
