import type { Timings } from './distinct-load';

export function watchEventLoopLateness(): { read(): Timings; reset(): void; stop(): void };
