import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../modules/accounts/accounts.routes';
import { adminRoutes } from '../modules/admin/admin.routes';
import { alertRoutes } from '../modules/alerts/alerts.routes';
import { applicationRoutes } from '../modules/applications/applications.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { registrationEmailRoutes } from '../modules/auth/registration-email.routes';
import { verificationRoutes } from '../modules/auth/verification.routes';
import { businessRoutes } from '../modules/businesses/businesses.routes';
import { businessWriteRoutes } from '../modules/businesses/businesses.write-routes';
import { calendarFeedRoutes } from '../modules/calendar/calendar-feed.routes';
import { dimonaRoutes } from '../modules/engagements/dimona.routes';
import { employerLegalRoutes } from '../modules/engagements/employer-legal.routes';
import { exportRoutes } from '../modules/engagements/exports.routes';
import { workStatusRoutes } from '../modules/engagements/work-status.routes';
import { experienceRoutes } from '../modules/experience/experience.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { jobRoutes } from '../modules/jobs/jobs.routes';
import { messageRoutes } from '../modules/messages/messages.routes';
import { notificationRoutes } from '../modules/notifications/notifications.routes';
import { placeRoutes } from '../modules/places/places.routes';
import { pushRoutes } from '../modules/push/push.routes';
import type { VapidKeys } from '../modules/push/vapid-keys';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { bookedChangeRoutes } from '../modules/shifts/booked-change.routes';
import { hoursAgreementRoutes } from '../modules/shifts/hours-agreement.routes';
import { noShowRoutes } from '../modules/shifts/no-show.routes';
import { shiftRoutes } from '../modules/shifts/shifts.routes';
import { skillRoutes } from '../modules/skills/skills.routes';
import { teamRoutes } from '../modules/team/team.routes';
import { testHookRoutes } from '../modules/test-hooks/test-hooks.routes';
import { userRoutes } from '../modules/users/users.routes';

/** Every module's routes under /api, in the order the API description lists them. */
export const apiRoutes: FastifyPluginAsync<{ vapid: VapidKeys; testHooks: boolean }> = async (
  api,
  { vapid, testHooks },
) => {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(verificationRoutes);
  await api.register(registrationEmailRoutes);
  await api.register(accountRoutes);
  await api.register(userRoutes);
  await api.register(jobRoutes);
  await api.register(placeRoutes);
  await api.register(businessRoutes);
  await api.register(businessWriteRoutes);
  await api.register(employerLegalRoutes);
  await api.register(workStatusRoutes);
  await api.register(dimonaRoutes);
  await api.register(exportRoutes);
  await api.register(applicationRoutes);
  await api.register(shiftRoutes);
  await api.register(noShowRoutes);
  await api.register(hoursAgreementRoutes);
  await api.register(bookedChangeRoutes);
  await api.register(teamRoutes);
  await api.register(notificationRoutes);
  await api.register(pushRoutes, { vapid });
  await api.register(calendarFeedRoutes);
  await api.register(messageRoutes);
  await api.register(alertRoutes);
  await api.register(skillRoutes);
  await api.register(experienceRoutes);
  await api.register(settingsRoutes);
  await api.register(adminRoutes);
  if (testHooks) await api.register(testHookRoutes);
};
