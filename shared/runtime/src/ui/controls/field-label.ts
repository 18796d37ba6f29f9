import styled from 'styled-components';

/**
 * A field's visible label: its text above the field it wraps, in the muted colour. Its size follows the
 * caller's type, and so does the field's (`font: inherit`).
 */
export const FieldLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
