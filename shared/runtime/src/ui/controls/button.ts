import styled from 'styled-components';
import { actionStyles, type ActionVariant } from './action-styles';

/**
 * A plain action: a `<button>` with ActionLink's look, `$variant` 'primary', 'ghost' (default) or 'quiet'.
 * `type` defaults to "button", so it never submits a form it happens to sit in.
 */
export const Button = styled.button.attrs(({ type = 'button' }) => ({ type }))<{ $variant?: ActionVariant }>`
  ${actionStyles}
`;
