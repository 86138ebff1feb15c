export * from './platform';
export * from './channel';
