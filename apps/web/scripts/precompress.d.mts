import type { Plugin } from 'vite';

export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export function precompress(dir: string): Promise<{ files: number; raw: number; br: number; gzip: number }>;
export function precompressPlugin(): Plugin;
