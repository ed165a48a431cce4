// rate-limiter-flexible's base class for stores is the documented way to add a store, but its
// package index does not re-export it at run time; its own file does, typed as the index types it.
declare module "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js" {
  import type { RateLimiterStoreAbstract } from "rate-limiter-flexible";
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
