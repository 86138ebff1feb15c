/**
 * Pages a query by id (`WHERE id > $afterId ORDER BY id LIMIT $limit`) and yields its rows one
 * by one, so an export of 100 000 rows holds two batches at most: the one being written and
 * the next, fetched meanwhile so the database and the spreadsheet writer work side by side.
 * Keyset paging costs the same for the last page as for the first, unlike OFFSET.
 *
 * `fetch` must order by id ascending and return at most `limit` rows; ids are compared by the
 * query (bigint ids travel as strings).
 */
export async function* keysetBatches<Row extends { id: string | number | bigint }>(
  fetch: (afterId: string | null, limit: number) => Promise<Row[]>,
  batchSize = 2000,
): AsyncGenerator<Row, void, undefined> {
  let pending: Promise<Row[]> | undefined = fetch(null, batchSize);
  try {
    while (pending) {
      const batch: Row[] = await pending;
      pending = undefined;
      if (batch.length === batchSize) {
        pending = fetch(String(batch[batch.length - 1].id), batchSize);
        // The consumer may stop early (client gone); a failure of the prefetch is then nobody's
        // business and must not surface as an unhandled rejection.
        pending.catch(() => undefined);
      }
      yield* batch;
    }
  } finally {
    // Stopped early: let the prefetch finish so its connection is released before we return.
    if (pending) await pending.catch(() => undefined);
  }
}
