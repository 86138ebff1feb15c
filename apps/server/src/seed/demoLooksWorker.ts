import { parentPort, workerData } from 'node:worker_threads';
import { drawLook } from './demoPng';

/**
 * The demo pictures' looks, drawn and compressed off the main thread while the first start
 * seeds (demoPng.ts drawDemoLooks): a separate entry of the build, beside main.js.
 */
const { hues, width, height } = workerData as { hues: number[]; width: number; height: number };
parentPort!.postMessage(hues.map((hue) => drawLook(hue, width, height)));
