import styled from 'styled-components';
import type { MenuPanelControls } from '../../ui/header-menu/header-menu';
import { ChangeWindowChoice, RiseColourChoice } from './market-display-choices';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 240px;
  padding: ${({ theme }) => theme.space.lg};
`;

/** "Settings": the rise colour and the change window, applied at once to every remote on the page. */
function SettingsPanel() {
  return (
    <Panel>
      <RiseColourChoice />
      <ChangeWindowChoice />
    </Panel>
  );
}

export const renderSettingsPanel = (_props: MenuPanelControls) => <SettingsPanel />;
