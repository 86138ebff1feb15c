import { pageFor } from './pageRegistry';

/** A shell page: its lazily loaded component or the 建设中 placeholder. */
export function RoutePage({ routePath }: { routePath: string }) {
  const Page = pageFor(routePath);
  return <Page />;
}
