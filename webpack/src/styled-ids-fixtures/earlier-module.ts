import styled from 'styled-components';

/** A module that creates styled components before another's: on a page, another remote's. */
export const Earlier = styled.p`
  margin: 0;
`;
export const EarlierToo = styled.span`
  color: red;
`;
