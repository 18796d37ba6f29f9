export * from './api-result';
export * from './server-language';
export * from './request-parts';
export * from './api-client';
export * from './default-api-client';
