import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import type { Worksheet } from 'exceljs';

/** A writable whose buffer can be watched: full() and its 'drain' event. */
export interface Sink {
  emitter: EventEmitter;
  full(): boolean;
}

interface WritableInternals extends EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/**
 * exceljs's streaming writer ignores back-pressure: each sheet writes into a StreamBuf that
 * forwards 64 KB blocks to a PassThrough (archiver's input for that zip entry) without looking
 * at write()'s answer. Rows produced faster than zlib compresses or the client reads would pile
 * up there: the whole uncompressed sheet (~27 MB per 100 000 rows) in the worst case.
 *
 * That PassThrough is exceljs 4.4's internal `stream.pipes[0]` of the sheet, made by
 * archiver-utils from readable-stream 2 (not node:stream, hence the duck typing on
 * `_writableState`, which both share). exportXlsx.test checks it is still found, so an upgrade
 * that moves it cannot silently bring the pile-up back.
 */
export function sheetSink(sheet: Worksheet): Sink | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const target = pipes?.[0] as WritableInternals | undefined;
  if (!target || typeof target.on !== 'function' || !target._writableState) return undefined;
  const state = target._writableState;
  return { emitter: target, full: () => state.needDrain === true };
}

/**
 * Waits until both the compressor's input and the response have room. A turn of the event loop
 * is always given, so other requests are served during a long export.
 */
export async function waitForRoom(output: Writable, sink: Sink | undefined): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  while (!output.destroyed && (output.writableNeedDrain || sink?.full())) {
    await new Promise<void>((resolve) => {
      const watched: [EventEmitter, string][] = [
        [output, 'drain'],
        [output, 'close'],
        ...(sink ? ([[sink.emitter, 'drain']] as [EventEmitter, string][]) : []),
      ];
      const done = () => {
        for (const [emitter, event] of watched) emitter.off(event, done);
        resolve();
      };
      for (const [emitter, event] of watched) emitter.on(event, done);
    });
  }
}
