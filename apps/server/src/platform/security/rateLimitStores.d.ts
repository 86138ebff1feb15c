// The counter stores of @fastify/rate-limit (its documented custom-store contract), used
// directly so the limiter runs without a promise per call. The package ships no types for them.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => import('./rateLimit').CounterStore;
  export default LocalStore;
}
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: unknown,
    key?: string,
  ) => import('./rateLimit').CounterStore;
  export default RedisStore;
}
