import styled from 'styled-components';

// An arrow leaving a box: "opens in a new tab". It points the way the text runs, so it mirrors in RTL.
const Svg = styled.svg`
  width: 12px;
  height: 12px;

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** The `newTab` right icon of a menu entry; decorative (the entry says "opens in a new tab" in words). */
export function NewTabIcon() {
  return (
    <Svg viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-icon="new-tab">
      <path
        d="M7 1.5h3.5V5M10.5 1.5 5.5 6.5M9 7.5v3H1.5V3h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
