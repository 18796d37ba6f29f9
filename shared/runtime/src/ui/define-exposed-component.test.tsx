import { screen } from '@testing-library/react';
import { chromeStore } from '../store/chrome-store';
import { renderWithChrome, expectConsoleErrors } from '@site-chrome/dev/testing';
import { ChromeErrorBoundary } from './chrome-error-boundary';
import { defineExposedComponent, type ExposedComponentProps } from './define-exposed-component';

function SiteBadge({ props }: ExposedComponentProps) {
  return <p>Sub-site {props.site}</p>;
}

function BrokenPart(): never {
  throw new Error('menu data missing');
}

const Badge = defineExposedComponent('Badge', SiteBadge);
const Broken = defineExposedComponent('BrokenPart', BrokenPart);

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // React reports caught render errors too; keep the test output clean and read what was logged.
  consoleError = expectConsoleErrors();
});

const chromeErrorsNaming = (name: string) =>
  consoleError.mock.calls.filter(([message]) => String(message).startsWith(`[site-chrome] ${name}:`));

describe('given a content component', () => {
  it('hands it validated props and puts them into the page store', () => {
    renderWithChrome(<Badge site={106} theme="dark" />);

    expect(screen.getByText('Sub-site eu')).toBeInTheDocument();
    expect(chromeStore.getState()).toMatchObject({ site: 'eu', theme: 'dark' });
  });

  it('is named after the exposed module', () => {
    expect(Badge.displayName).toBe('Badge');
  });
});

describe('given a content component that throws while rendering', () => {
  it('renders nothing for it, logs one error naming it, and the content beside it still renders', () => {
    renderWithChrome(
      <>
        <div data-testid="broken-slot">
          <Broken />
        </div>
        <Badge site="hk" />
      </>,
    );

    expect(screen.getByTestId('broken-slot')).toBeEmptyDOMElement();
    expect(screen.getByText('Sub-site hk')).toBeInTheDocument();
    expect(chromeErrorsNaming('BrokenPart')).toHaveLength(1);
    expect(chromeErrorsNaming('BrokenPart')[0]?.[0]).toContain('failed to render: menu data missing');
  });
});

describe('ChromeErrorBoundary', () => {
  it('given a fallback, shows it instead of the broken part', () => {
    renderWithChrome(
      <ChromeErrorBoundary name="Footer" fallback={<a href="/help">Help</a>}>
        <BrokenPart />
      </ChromeErrorBoundary>,
    );

    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(chromeErrorsNaming('Footer')).toHaveLength(1);
  });

  it('given healthy children, shows them and logs nothing', () => {
    renderWithChrome(
      <ChromeErrorBoundary name="Footer" fallback={<p>Fallback</p>}>
        <p>Healthy footer</p>
      </ChromeErrorBoundary>,
    );

    expect(screen.getByText('Healthy footer')).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
