// The shared modules (React, the chrome's runtime) are negotiated before the app runs: import it.
import('./page');
