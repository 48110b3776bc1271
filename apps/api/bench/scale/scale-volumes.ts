/**
 * What a marketplace serving a good share of Belgian horeca holds after three years: the
 * bench seeds these, times BENCH_SCALE (1 unless set: the tests seed a thousandth).
 */
export const NATIONAL_VOLUMES = {
  businesses: 10_000,
  workers: 200_000,
  jobs: 1_000_000,
  applications: 5_000_000,
  completed: 1_500_000,
  ratings: 2_000_000,
  notifications: 20_000_000,
  messages: 3_000_000,
  alerts: 100_000,
} as const;

export type Volumes = { [K in keyof typeof NATIONAL_VOLUMES]: number };

export function volumesAt(scale: number): Volumes {
  return Object.fromEntries(
    Object.entries(NATIONAL_VOLUMES).map(([name, count]) => [name, Math.max(1, Math.round(count * scale))]),
  ) as Volumes;
}

/**
 * A skewed pick of 1..count: a few with long histories, most with little (the first of 200,000 workers
 * has about 0.2 % of all applications, the median one a few).
 */
export const skewed = (count: number, next: () => number) => 1 + Math.floor(count * next() ** 2);
