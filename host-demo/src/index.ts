// No async boundary: the page provides its shared packages eagerly (module-federation.config.ts), so they
// are in this script, and the page starts one task sooner than after an `import('./bootstrap')`.
import './bootstrap';
