import { ChromeErrorBoundary, useLoad, type ChromeProps } from '@site-chrome/runtime';
import { memo, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { loadRemoteModule, peekRemoteModule, type ExposedModuleId } from '@site-chrome/host';
import { useRemoteGeneration } from './use-remote-generation';

/**
 * Space kept for a remote before it arrives, so nothing below it moves (no layout shift); kept under a
 * fallback shown at the deadline too, as the remote may still arrive and take that space.
 */
const Slot = styled.div<{ $reservedHeight: string }>`
  &[data-remote-status='loading'],
  &[data-remote-status='late'] {
    min-block-size: ${({ $reservedHeight }) => $reservedHeight};
  }
`;

export interface RemoteSlotProps {
  id: ExposedModuleId;
  props: ChromeProps;
  /**
   * Shown when the remote cannot be loaded, throws while rendering, or is not there by the fallback
   * deadline (`deadlineMs.fallback`; the remote replaces it if it arrives later).
   */
  fallback: ReactNode;
  /** Height kept free while the remote loads: the height it will render at, e.g. '65px'. */
  reservedHeight: string;
}

export type ExposedComponent = { default: ComponentType<ChromeProps>; chromeBuild?: string };

function RemoteSlotView({ id, props, fallback, reservedHeight }: RemoteSlotProps) {
  const generation = useRemoteGeneration(id);
  // Loaded once per page whoever asks (loadRemoteModule); a failure is reported there, not here. A reload
  // is a new key: the new build's module, already loaded by then, replaces the old one without a blank
  // step, and the page's store keeps the theme, language and login it had.
  const remote = useLoad(`${id}#${generation}`, () => loadRemoteModule<ExposedComponent>(id), {
    whenLate: 'wait',
    peek: generation > 0 ? () => peekRemoteModule<ExposedComponent>(id) : undefined,
  });
  return (
    <Slot $reservedHeight={reservedHeight} data-remote-slot={id} data-remote-status={remote.status}>
      {remote.status === 'ready' ? (
        <ChromeErrorBoundary name={id} fallback={fallback}>
          <remote.value.default {...props} />
        </ChromeErrorBoundary>
      ) : remote.status === 'loading' || remote.status === 'idle' ? null : (
        fallback
      )}
    </Slot>
  );
}

/** Mounts one exposed module in a reserved slot; a dead, slow or broken remote shows its fallback instead. */
// Memoised: the page's own state (the control panel's "last click") must not redraw every remote.
export const RemoteSlot = memo(RemoteSlotView);
