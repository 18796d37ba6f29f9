import styled, { css } from 'styled-components';

const actionBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

/** A link that looks like a button; `$variant` 'primary' (accent fill) or 'ghost' (outline). Default 'ghost'. */
export const ActionLink = styled.a<{ $variant?: 'primary' | 'ghost' }>`
  ${actionBase}
  ${({ theme, $variant = 'ghost' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.accent};
          color: ${theme.colors.accentText};
        `
      : css`
          background: transparent;
          border-color: ${theme.colors.border};
          color: ${theme.colors.text};
        `}
`;

/** A square button holding one icon; give it an `aria-label`. */
export const IconButton = styled.button`
  ${actionBase}
  width: 36px;
  min-height: 36px;
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  svg {
    width: 20px;
    height: 20px;
  }
`;

/** Text only for screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
