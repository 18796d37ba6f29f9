export * from './query-matcher';
export * from './market-search-index';
export * from './list-filters';
export * from './shorten-address';
export * from './alpha-lists';
