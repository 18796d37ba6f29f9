import { isSupportedLanguage, useChromeStore, useClientRender, useSite } from '@site-chrome/runtime';
import { useCommonData } from '@site-chrome/data/common-data';
import { languageUrl } from '@site-chrome/rules/sites';
import styled from 'styled-components';
import { isFragmentServer } from '../../ui/fragment-server';

// Below the button that toggles it (its implicit anchor), at its inline end.
const Links = styled.div`
  inset: auto;
  top: anchor(bottom);
  inset-inline-end: anchor(end);
  margin: 4px 0 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};

  ul {
    display: grid;
    grid-template-columns: repeat(2, auto);
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    color: inherit;
    text-decoration: none;
  }
`;

/** The server's markup, kept by the browser as it is (see below). */
const serverMarkup = { __html: '' };

/**
 * The language list before hydration: a popover of the "Language and region" button, with a link per
 * language to this page in it (header spec section 2, language URLs), so a reader can change language
 * before the header's code has come. Drawn by the fragment server only; the browser keeps its markup
 * untouched and, once React has the button, opens the "Language and region" dialog instead.
 */
export function ServerLanguageLinks({ id }: { id: string }) {
  const client = useClientRender();
  const { data } = useCommonData();
  const site = useSite();
  const path = useChromeStore((state) => state.path);
  const current = useChromeStore((state) => state.language);
  if (client || !isFragmentServer())
    return <Links id={id} popover="auto" dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />;
  const languages = Object.entries(data?.lang_list ?? {}).filter(([code]) => isSupportedLanguage(code));
  return (
    <Links id={id} popover="auto">
      <ul>
        {languages.map(([code, name]) => (
          <li key={code}>
            <a
              href={languageUrl(site, code, path)}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? 'true' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </Links>
  );
}
