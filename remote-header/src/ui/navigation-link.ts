import styled from 'styled-components';

/** How an item of the main navigation looks: a server menu link, or the chat room's button dressed as one. */
export const NavigationLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }

  img {
    height: 24px;
    width: auto;
  }
`;
