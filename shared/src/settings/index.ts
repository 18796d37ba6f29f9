export * from './cookie-store';
export * from './settings-values';
export * from './rise-colour';
export * from './change-window';
export * from './fiat-choice';
export * from './theme';
export * from './cookie-policy';
export * from './turkey-modal';
