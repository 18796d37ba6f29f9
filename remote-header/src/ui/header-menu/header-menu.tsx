import { useId, useRef, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { LoadedPart, type LazyPart } from '../lazy-parts/create-lazy-part';
import { DisclosureChevron, menuTriggerStyles } from '../disclosure-chevron';
import { useHoverDisclosure } from './use-hover-disclosure';

/** What every menu panel receives besides its own props: a way to close itself (e.g. after a choice). */
export interface MenuPanelControls {
  close: () => void;
}

type MenuPanelRender<Props> = (props: Props & MenuPanelControls) => ReactNode;

const Item = styled.div`
  position: relative;
`;

// The label shows from the given width; below it only the icon does (the name stays on the button).
const Trigger = styled.button<{ $labelFrom: number | null }>`
  ${menuTriggerStyles}
  min-height: 36px;
  padding-inline: ${({ theme }) => theme.space.sm};

  > svg:first-child {
    width: 20px;
    height: 20px;
  }

  > [data-label] {
    ${({ $labelFrom }) =>
      $labelFrom === null
        ? css`
            display: none;
          `
        : css`
            @media (max-width: ${$labelFrom - 0.1}px) {
              display: none;
            }
          `}
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline-end: 0;
  z-index: 20;
  min-width: 240px;
  max-width: min(360px, calc(100vw - 16px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
`;

interface HeaderMenuProps<Props extends object> {
  /** The panel's chunk: fetched on the first hover or focus, drawn once the menu opens. */
  part: LazyPart<MenuPanelRender<Props>>;
  /** The button's accessible name. */
  label: string;
  track: string;
  icon: ReactNode;
  /** Width (px) from which the label is shown beside the icon; `null` never shows it. Default `null`. */
  labelFrom?: number | null;
  /** Props for the panel. */
  panelProps: Props;
  /** Opens on focus as well as on hover (the download panel). Default false. */
  openOnFocus?: boolean;
  /** The trigger's ref, for a dialog the panel opens that must return focus here. Default: its own. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * A header button with a dropdown panel (`useHoverDisclosure`), used for Funds, Orders, Account,
 * Notifications, Download app and Settings. The panel, with its data, is in a chunk of its own that is
 * fetched the first time the user shows interest.
 */
export function HeaderMenu<Props extends object>({
  part,
  label,
  track,
  icon,
  labelFrom = null,
  panelProps,
  buttonRef: givenButtonRef,
  openOnFocus = false,
}: HeaderMenuProps<Props>) {
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const buttonRef = givenButtonRef ?? ownButtonRef;
  const panelId = useId();
  const { isOpen, closeAndFocus, itemProps, buttonProps } = useHoverDisclosure(
    buttonRef,
    () => void part.preload(),
    openOnFocus,
  );
  const renderPanel = part.usePart(isOpen);

  return (
    <Item {...itemProps}>
      <Trigger
        {...buttonProps}
        data-track={track}
        aria-label={label}
        aria-controls={panelId}
        $labelFrom={labelFrom}
      >
        {icon}
        <span data-label aria-hidden="true">
          {label}
        </span>
        {labelFrom === null ? null : <DisclosureChevron />}
      </Trigger>
      <Panel id={panelId} hidden={!isOpen || !renderPanel}>
        {isOpen && renderPanel ? (
          <LoadedPart render={renderPanel} props={{ ...panelProps, close: closeAndFocus }} />
        ) : null}
      </Panel>
    </Item>
  );
}
