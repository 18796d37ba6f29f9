import styled from 'styled-components';
import { actionBase, actionStyles, type ActionVariant } from './controls/action-styles';

/** A link with Button's look; `$variant` 'primary' (accent fill) or 'ghost' (outline). Default 'ghost'. */
export const ActionLink = styled.a<{ $variant?: Exclude<ActionVariant, 'quiet'> }>`
  ${actionStyles}
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
