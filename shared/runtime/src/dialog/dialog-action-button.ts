import { Button } from '@site-chrome/runtime/ui';
import styled from 'styled-components';

/**
 * A dialog's answer (Log out, the Turkey question): Button, a size up (40 px), and wrapping a long answer
 * rather than running past a phone's dialog. `$variant="primary"` fills the one the dialog suggests.
 */
export const DialogActionButton = styled(Button)`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space.lg};
  white-space: normal;
`;
