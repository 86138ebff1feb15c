export * from './platform';
export * from './channel';
export * from './system';
