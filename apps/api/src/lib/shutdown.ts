/** However a shutdown hangs (an SMTP server that stopped answering, a stuck pass), the process ends within this. */
export const SHUTDOWN_DEADLINE_MS = 30_000;

/** What is being stopped now: the deadline's log line names what was abandoned. */
export interface ShutdownProgress {
  step: string;
}

/**
 * Closes the app (finishing requests in flight and what onClose stops), then exits 0; when that takes
 * longer than the deadline, logs the step it was in and exits 1 anyway (issue 32).
 */
export async function shutDown(
  app: {
    close(): Promise<unknown>;
    log: { info(message: string): void; error(details: object, message: string): void };
  },
  progress: ShutdownProgress,
  exit: (code: number) => void,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.error({ abandoned: progress.step }, `shutdown took over ${deadlineMs / 1000} s: exiting anyway`);
    exit(1);
  }, deadlineMs);
  try {
    await app.close();
    exit(0);
  } finally {
    clearTimeout(deadline);
  }
}
