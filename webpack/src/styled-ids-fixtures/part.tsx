import styled from 'styled-components';

/** A part rendered once on a server and once in a browser that had evaluated other modules first. */
const Box = styled.div`
  display: grid;
  padding: 4px;
`;
const Label = styled.span.attrs({ role: 'note' })`
  font-weight: 600;
`;

export function Part() {
  return (
    <Box>
      <Label>text</Label>
    </Box>
  );
}
