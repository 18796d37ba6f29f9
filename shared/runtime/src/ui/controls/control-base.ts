import { css } from 'styled-components';

/**
 * The box every control starts from (Button, ActionLink, IconButton): a 1 px border (of no colour until
 * a look gives it one), the small radius and the type of the text around it.
 */
export const controlBase = css`
  box-sizing: border-box;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
`;
