import { pageFor } from './pageRegistry';

/** A shell page: its own page, or its definition's page (建设中 while none describes it). */
export function RoutePage({ routePath }: { routePath: string }) {
  const Page = pageFor(routePath);
  return <Page />;
}
