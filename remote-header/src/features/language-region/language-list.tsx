import { isSupportedLanguage, useTranslation } from '@site-chrome/runtime';
import { useCommonData, useSitePaths } from '@site-chrome/data/common-data';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { choiceButtonStyles } from './choice-button-styles';
import { restrictedNoticeKey } from './restricted-notices';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button`
  ${choiceButtonStyles}
`;

// A block under its language's button, its lines lined up with the button's text (an inline element's
// padding would indent the first line only, and its other lines would start outside the button's text).
const Notice = styled.small`
  display: block;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};

  /* The agreement's name wraps as a whole onto the next line rather than splitting (利用規|約). */
  a {
    display: inline-block;
    color: inherit;
  }
`;

interface LanguageListProps {
  current: string;
  onChoose: (language: string) => void;
}

/**
 * The languages common data offers that the chrome can show, each under its own name. German, French and
 * Spanish carry the restricted-location notice with a link to the user agreement.
 */
export function LanguageList({ current, onChoose }: LanguageListProps) {
  const { t } = useTranslation(panelsNamespace);
  const { data } = useCommonData();
  const { linkTo } = useSitePaths();
  const languages = Object.entries(data?.lang_list ?? {}).filter(([code]) => isSupportedLanguage(code));
  return (
    <List>
      {languages.map(([code, name]) => {
        const noticeKey = restrictedNoticeKey(code);
        return (
          <li key={code} lang={code}>
            <Option
              type="button"
              data-track={`language:${code}`}
              aria-current={code === current}
              onClick={() => onChoose(code)}
            >
              {name}
            </Option>
            {noticeKey ? (
              // In the page's language, not the language of the item it sits in.
              <Notice lang={current}>
                {t('languageRegion.restricted', { countries: t(noticeKey) })}{' '}
                <a href={linkTo('/user-agreement')}>{t('languageRegion.userAgreement')}</a>
              </Notice>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
