import { css } from 'styled-components';

/*
 * Results are styled by class from the list around them, not a styled component per part: a keystroke
 * redraws up to 50 rows, and each styled part would add an element and a style lookup to every row.
 */
export const resultStyles = css`
  .result-group-label {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xs}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }

  .result {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
    /* Results below the fold are not laid out or painted until scrolled to: a keystroke redraws ~10, not 50. */
    content-visibility: auto;
    contain-intrinsic-size: auto 48px;
  }

  .result[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }

  [dir='rtl'] & .result[aria-selected='true'] {
    box-shadow: inset -3px 0 0 ${({ theme }) => theme.colors.accent};
  }

  .result[aria-disabled='true'] {
    cursor: default;
    opacity: 0.6;
  }

  .result-icon {
    width: 24px;
    height: 24px;
    border-radius: 50%;
  }

  .result-letter {
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }

  .result-names {
    display: grid;
    min-width: 0;
  }

  .result-names > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .result-pair {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }

  .result-detail {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  .result mark {
    background: none;
    color: ${({ theme }) => theme.colors.accent};
  }

  .result-tag {
    margin-inline-start: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid currentcolor;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.accent};
    font-size: 11px;
    font-weight: normal;
  }

  .result-figures {
    display: grid;
    justify-items: end;
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  /* Numbers read left to right in every language: "+8.51%" keeps its sign in front in Arabic too. */
  .result-figures > * {
    direction: ltr;
    unicode-bidi: isolate;
  }

  .result-figures [data-trend='rise'] {
    color: ${({ theme }) => theme.colors.rise};
  }

  .result-figures [data-trend='fall'] {
    color: ${({ theme }) => theme.colors.fall};
  }

  .result-placeholder {
    height: 48px;
    margin: 2px ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
