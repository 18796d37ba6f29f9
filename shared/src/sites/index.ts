export * from './header-parts';
export * from './site-table';
export * from './resolve-site';
export * from './visibility-types';
export * from './resolve-visibility';
