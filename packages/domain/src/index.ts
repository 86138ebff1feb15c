export * from './routes';
export * from './calls';
export * from './categories';
export * from './constants';
export * from './files';
export * from './theme';
export * from './errors';
export * from './billing';
export * from './format';
export * from './rules';
export * from './rules/adapters';
// Type-only use of zod: re-exporting the zod adapter adds no zod code to web bundles.
export * from './rules/zodAdapter';
export * from './resources';
export * from './settings';
export * from './reports';
export * from './categorySets';
export * from './timing/studyRequirements';
