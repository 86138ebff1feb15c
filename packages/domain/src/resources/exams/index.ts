export * from './examRecord';
