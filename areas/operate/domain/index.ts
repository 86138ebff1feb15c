// The exam room's public surface: what other areas, the engine's tests and the e2e suite may use.
export * from './plan';
export * from './plan/planSettings';
export * from './money';
export * from './money/cashSettings';
