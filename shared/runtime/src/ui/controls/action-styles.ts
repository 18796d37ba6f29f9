import { css } from 'styled-components';
import { controlBase } from './control-base';

/** 'primary' (accent fill), 'ghost' (outline) or 'quiet' (a compact outline in small type, beside text). */
export type ActionVariant = 'primary' | 'ghost' | 'quiet';

/** What every action control shares (ActionLink, Button, IconButton): a 32 px target, centred content. */
export const actionBase = css`
  ${controlBase}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

/** The look of ActionLink and Button, by `$variant` (default 'ghost'). */
export const actionStyles = css<{ $variant?: ActionVariant }>`
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
  ${({ theme, $variant }) =>
    $variant === 'quiet'
      ? css`
          min-height: 0;
          padding: 2px ${theme.space.sm};
          font-size: ${theme.font.sizeSm};
          font-weight: inherit;
        `
      : ''}
`;
