import Fastify from 'fastify';
import { toJobDto } from '../src/modules/jobs/jobs.mapper';
import { benchJob } from './bench-data';

/** The yardstick: a bare Fastify route answering a fixed page of 10 jobs. */
const now = Date.now();
const page = Array.from({ length: 10 }, (_, i) =>
  toJobDto({
    jobID: i + 1,
    ...benchJob(i, now),
    jobExperience: null,
    jobAddress: null,
    jobBreakMinutes: 0,
    jobBring: null,
    jobRegimes: '["student","extra","ordinary"]',
    jobRequirements: '[]',
    jobBenefits: '[]',
    jobGallery: '[]',
    jobBanner: null,
    jobAlertsChecked: 1,
    jobStatus: 'active',
    jobPlaces: 1,
    jobAcceptedCount: 0,
  }),
);
const body = { data: page, count: page.length, total: 1_000_000 };

const app = Fastify({ logger: false });
app.get('/api/jobs', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
