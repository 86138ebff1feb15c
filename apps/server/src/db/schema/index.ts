export * from './platform';
export * from './channel';
export * from './system';
export * from './files';
export * from './tenantConfig';
export * from './student';
export * from './timingLedger';
