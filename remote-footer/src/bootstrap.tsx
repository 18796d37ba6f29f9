import { demoSettingsToProps, parseDemoSettings } from '@site-chrome/shared/demo';
import { createRoot } from 'react-dom/client';
import Footer from './exposed/footer';

// The remote on its own origin, for working on it alone: same props the demo host passes.
const props = demoSettingsToProps(parseDemoSettings(window.location.search), window.location.pathname);
const container = document.getElementById('root');
if (container) createRoot(container).render(<Footer {...props} />);
