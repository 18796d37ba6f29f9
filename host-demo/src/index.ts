// Async boundary: the federation runtime settles shared singletons before any React code runs.
import('./bootstrap');
