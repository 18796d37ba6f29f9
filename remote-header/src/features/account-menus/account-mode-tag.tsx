import { useChromeStore, useTranslation } from '@site-chrome/runtime';
import { useAccountMode } from '@site-chrome/data/account';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

const Tag = styled.span`
  padding: 1px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  white-space: nowrap;
`;

/**
 * The right node of "Unified account": the margin mode the account trades in (classic, single-currency or
 * multi-currency), so a trader sees it before opening the page. The Funds menu already asks for the
 * account mode (its `first_open` decides whether the entry shows); this reads the same cached answer.
 */
export function AccountModeTag() {
  const { t } = useTranslation(panelsNamespace);
  const loggedIn = useChromeStore((state) => state.user !== null);
  const { data } = useAccountMode({ enabled: loggedIn });
  if (!data) return null;
  return <Tag>{t(`funds.accountModes.${data.mode}`)}</Tag>;
}
