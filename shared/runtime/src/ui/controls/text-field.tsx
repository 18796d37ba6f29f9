import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { fieldStyles } from './control-base';
import { FieldLabel } from './field-label';

const Input = styled.input`
  ${fieldStyles}
  inline-size: 100%;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space.md};
`;

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'aria-label'> {
  /** The field's name, shown above it. */
  label: string;
  /**
   * Name the field without showing the name (a search box whose placeholder says what it is). Default false.
   * The name is then the input's `aria-label`, so the input stays the only box in the caller's layout.
   */
  labelHidden?: boolean;
}

/**
 * A one-line text or search field with the field look, as wide as its place. Every other attribute
 * (`type`, `role`, `value`, `ref`, ...) goes to the `<input>`; `type` defaults to "text".
 */
export function TextField({ label, labelHidden = false, type = 'text', ...inputProps }: TextFieldProps) {
  if (labelHidden) return <Input type={type} aria-label={label} {...inputProps} />;
  return (
    <FieldLabel>
      {label}
      <Input type={type} {...inputProps} />
    </FieldLabel>
  );
}
