import { css } from 'styled-components';

/**
 * Where lines break in the languages whose browser default readers do not expect, for every element that
 * carries the chrome's `lang` (its roots, and the dialogs and sheets portalled outside them). Korean breaks
 * between its words (spaces), not inside them: the browser's default breaks Hangul anywhere, like Chinese.
 * Japanese, which has no spaces, breaks between phrases where the browser knows them (Chromium), rather than
 * inside a word (居住|者).
 */
export const languageLineBreaks = css`
  &:lang(ko) {
    word-break: keep-all;
  }

  &:lang(ja) {
    word-break: auto-phrase;
  }
`;
