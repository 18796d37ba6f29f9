import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { fieldStyles } from './control-base';
import { FieldLabel } from './field-label';

const NativeSelect = styled.select`
  ${fieldStyles}
  height: 32px;
  padding-inline: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'aria-label'> {
  /** The select's name, shown above it. */
  label: string;
}

/**
 * A native `<select>` with the field look, under its visible label: phones show their own picker. The
 * `<option>`s are its children; every other attribute goes to the `<select>`.
 */
export function Select({ label, children, ...selectProps }: SelectProps) {
  return (
    <FieldLabel>
      {label}
      <NativeSelect {...selectProps}>{children}</NativeSelect>
    </FieldLabel>
  );
}
