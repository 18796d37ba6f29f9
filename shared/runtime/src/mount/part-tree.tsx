import { useEffect, type ComponentType } from 'react';
import { ChromeErrorBoundary } from '../ui/chrome-error-boundary';
import { useClientRender } from '../ui/use-client-render';

interface PartTreeProps<Props extends object> {
  name: string;
  Component: ComponentType<Props>;
  /** The page's props. */
  props: Props;
  /**
   * The props the server rendered with (serialisable fields only), drawn first when hydrating so the first
   * render is the server's; the page's props follow in the render right after. None: a client render.
   */
  serverProps?: Record<string, unknown>;
  onRenderError?: () => void;
  /** Called once the part is on the page (hydrated or rendered): updates may follow from then on. */
  onMounted?: () => void;
}

/**
 * A mounted part, the same tree on the server and in the browser (so `useId` and hydration agree): a
 * boundary that tells the page of a render error, then the part.
 */
export function PartTree<Props extends object>({
  name,
  Component,
  props,
  serverProps,
  onRenderError,
  onMounted,
}: PartTreeProps<Props>) {
  const serverMarkup = !useClientRender();
  // Once, on purpose: a later `onMounted` is the same page's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onMounted?.(), []);
  const renderProps = serverMarkup && serverProps ? ({ ...props, ...serverProps } as Props) : props;
  return (
    <ChromeErrorBoundary name={name} onError={onRenderError}>
      <Component {...renderProps} />
    </ChromeErrorBoundary>
  );
}
