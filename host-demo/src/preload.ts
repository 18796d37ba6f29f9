import { preloadPageRemotes } from './federation/preload-page-remotes';

// The page's first script: the header's and footer's downloads start while its main script downloads.
preloadPageRemotes(window.location);
