import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { assertSupportedNode } from '../lib/supported-node';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // load shedding (docs/operations.md): above these the server answers 503 with Retry-After; 0 is off
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  OVERLOAD_HEAP_USED_BYTES: z.coerce.number().int().min(0).optional(),
  OVERLOAD_RSS_BYTES: z.coerce.number().int().min(0).default(0),
  // GET /metrics for Prometheus, for this bearer token only; unset, there is no /metrics
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').max(200).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL; leave it unset for SQLite')
    .optional(),
  // PostgreSQL connections a server keeps for everything but searches, which get two in five more
  DATABASE_CONNECTIONS: z.coerce.number().int().min(2).max(100).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Jobbel <no-reply@jobbel.be>'),
  // demo accounts have published passwords: by default only outside production, at a local address
  SEED_DEMO: booleanFlag.optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  // Web Push: a key pair from `npx web-push generate-vapid-keys`; unset, one is kept in DATA_DIR
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url VAPID public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url VAPID private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .default('mailto:no-reply@jobbel.be'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  // Swagger UI at /api/docs: on outside production, off in production unless asked for
  API_DOCS: booleanFlag.optional(),
  /**
   * Behind a reverse proxy: which proxies may name the client in X-Forwarded-For. A hop count
   * ("1"), addresses or ranges ("10.0.0.1,192.168.0.0/16"), or "true" to trust every hop.
   * Unset: the connecting address is the client (per-IP limits would otherwise count the proxy).
   */
  // end-to-end tests only: lets a test move a job into the past (POST /api/test/jobs/end); never in production
  TEST_HOOKS: booleanFlag.optional(),
  /** push services besides the browsers' own (push-hosts.ts), e.g. `push.example.org,*.push.example.net` */
  PUSH_SERVICE_HOSTS: z
    .string()
    .max(1000)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .max(1000)
    .transform((value): boolean | number | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim());
    })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = Env & {
  dataDir: string;
  webDistDir: string;
  seedDemo: boolean;
  apiDocs: boolean;
  /** Jobbel's release (package.json "version", docs/operations.md: upgrading) */
  version: string;
};

/** The folder whose package.json declares the workspaces: the same from the sources and from dist/. */
function findRepositoryRoot(start: string): string {
  let folder = start;
  while (path.dirname(folder) !== folder) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8')))
      return folder;
    folder = path.dirname(folder);
  }
  return process.cwd();
}

/** An address only this machine or its own network reaches: where published demo passwords do no harm. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  );
}

/** The settings of an env file named by ENV_FILE, under those already in the environment (which win). */
function withEnvFile(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!source.ENV_FILE) return source;
  const file = path.resolve(source.ENV_FILE);
  if (!fs.existsSync(file)) throw new Error(`ENV_FILE: ${file} does not exist`);
  return { ...parseEnv(fs.readFileSync(file, 'utf8')), ...source };
}

/** The only reader of process.env: fails fast naming each bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  assertSupportedNode();
  const source = withEnvFile(environment);
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.TEST_HOOKS && env.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  TEST_HOOKS: not allowed in production');
  const repositoryRoot = findRepositoryRoot(import.meta.dirname);
  const manifest = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));
  return {
    ...env,
    version: String(manifest.version),
    dataDir: path.resolve(env.DATA_DIR),
    // published passwords only where nobody else reaches them, unless asked for in so many words
    seedDemo: env.SEED_DEMO ?? (env.NODE_ENV !== 'production' && isLocalAddress(env.PUBLIC_URL)),
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repositoryRoot, 'apps/web/dist')),
  };
}
