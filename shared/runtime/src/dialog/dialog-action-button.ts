import styled from 'styled-components';

/** A dialog's answer button (Log out, the Turkey question); `$primary` fills the one the dialog suggests. */
export const DialogActionButton = styled.button<{ $primary?: boolean }>`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ $primary, theme }) => ($primary ? 'transparent' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.accent : 'transparent')};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.accentText : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
`;
