/**
 * Reads rows batch by batch in the order of `ids` (an export's rows as its list orders them,
 * newest first: the ids sorted once by the list's own ORDER BY) and yields them one by one, so
 * an export of 100 000 rows holds the ids and two batches at most: the one being written and the
 * next, fetched meanwhile so the database and the spreadsheet writer work side by side. Each
 * batch is read by primary key, which costs the same for the last batch as for the first,
 * unlike OFFSET; a row gone since the ids were read is left out.
 *
 * `fetch` answers the rows of the ids it is given, in any order.
 */
export async function* idBatches<Row extends { id: string | number | bigint }>(
  ids: readonly string[],
  fetch: (ids: readonly string[]) => Promise<Row[]>,
  batchSize = 2000,
): AsyncGenerator<Row, void, undefined> {
  const batchAt = (start: number) => {
    const slice = ids.slice(start, start + batchSize);
    return slice.length ? fetch(slice).then((rows) => inOrder(slice, rows)) : undefined;
  };
  let pending: Promise<Row[]> | undefined = batchAt(0);
  try {
    for (let start = 0; pending; start += batchSize) {
      const batch: Row[] = await pending;
      pending = batchAt(start + batchSize);
      // The consumer may stop early (client gone); a failure of the prefetch is then nobody's
      // business and must not surface as an unhandled rejection.
      pending?.catch(() => undefined);
      yield* batch;
    }
  } finally {
    // Stopped early: let the prefetch finish so its connection is released before we return.
    if (pending) await pending.catch(() => undefined);
  }
}

function inOrder<Row extends { id: string | number | bigint }>(ids: readonly string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
